/** @jest-environment node */
import { resolve } from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedModules } = require('../shared-modules.cjs');

const ROOT = resolve(__dirname, '../../..');
const APPS = ['host', 'remote-account', 'remote-professional', 'remote-employer', 'remote-educator'];

describe('the federation shared config of every app', () => {
  it.each(APPS)(
    '%s shares react-router and react-router-dom by name, as strict singletons of the installed version',
    (app) => {
      const shared = sharedModules(resolve(ROOT, app));
      for (const name of ['react-router', 'react-router-dom']) {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { version } = require(require.resolve(`${name}/package.json`, { paths: [resolve(ROOT, app)] }));
        expect(shared[name]).toEqual({
          singleton: true,
          strictVersion: true,
          requiredVersion: `^${version}`,
          version,
        });
      }
      // react-router/dom (react-router-dom's own import) is the same singleton line.
      expect(shared['react-router/']).toMatchObject({ singleton: true });
      // The portal's own import path stays one shared instance on top of it.
      expect(shared['@portal/shared/router']).toMatchObject({ singleton: true, strictVersion: true });
    },
  );
});
