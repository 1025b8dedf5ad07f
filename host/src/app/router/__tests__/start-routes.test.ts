/** @jest-environment node */
import { ROUTES } from '@portal/shared/routes';

// The host's server matches the opened address on the table the build writes (start-routes.json,
// build/start-routes.cjs), read from @portal/shared/routes' own source: the same routes, in the same
// order (react-router breaks ties by it), with what the match and the guard rule read.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startRoutes } = require('../../../../build/start-routes.cjs') as { startRoutes: () => unknown[] };

it('the route table the server matches on is the shared one', () => {
  expect(startRoutes()).toEqual(
    ROUTES.map(({ name, path, remote, access, roles }) => ({
      name,
      path,
      ...(remote ? { remote } : {}),
      access,
      ...(roles ? { roles } : {}),
    })),
  );
});
