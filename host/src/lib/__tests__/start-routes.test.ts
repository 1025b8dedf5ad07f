/** @jest-environment node */
import { ROUTES } from '@portal/shared/routes';
import type { StartRoute } from '../early-remote-preload';
import { startRouteOf } from './start-route-of';

// main.js gets the route table at build time, read from @portal/shared/routes' own source: the same
// routes, in the same order (the order breaks ties in the match), with what the match and guards read.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startRoutes } = require('../../../build/start-routes.cjs') as { startRoutes: () => StartRoute[] };

it('the route table main.js gets is the shared one', () => {
  expect(startRoutes()).toEqual(ROUTES.map(startRouteOf));
});
