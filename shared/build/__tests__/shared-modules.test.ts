/** @jest-environment node */
import { join, resolve } from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedModules } = require('../shared-modules.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { isRouterImportByName, SHARED_ROUTER_DIR } = require('../router-imports.cjs');

const ROOT = resolve(__dirname, '../../..');
const APPS = ['host', 'remote-account', 'remote-professional', 'remote-employer', 'remote-educator'];

describe('the federation shared config of every app', () => {
  it.each(APPS)(
    '%s shares the router only as @portal/shared/router, a strict singleton, not react-router whole',
    (app) => {
      const shared = sharedModules(resolve(ROOT, app));
      expect(shared['@portal/shared/router']).toMatchObject({ singleton: true, strictVersion: true });
      for (const name of ['react-router', 'react-router/', 'react-router-dom', 'react-router-dom/']) {
        expect(shared).not.toHaveProperty([name]);
      }
      expect(shared.react).toMatchObject({ singleton: true, strictVersion: true });
    },
  );

  it('keeps the packages marked `federation.shared: false` and data files out of the share scope', () => {
    const shared = sharedModules(resolve(ROOT, 'host'));
    for (const name of [
      '@portal/shared/held-answers',
      '@portal/shared/registration',
      '@portal/shared/remotes.json',
    ]) {
      expect(shared).not.toHaveProperty([name]);
    }
    expect(shared['@portal/shared/data']).toMatchObject({ singleton: true, strictVersion: true });
  });
});

describe('imports of react-router by name', () => {
  const remoteFile = join(ROOT, 'remote-professional/src/app/screens.ts');
  const libraryFile = join(ROOT, 'node_modules/.pnpm/some-lib@1.0.0/node_modules/some-lib/index.js');

  it.each(['react-router', 'react-router-dom', 'react-router/dom'])(
    'go to the shared router from a remote and from a library it bundles: %s',
    (request) => {
      expect(isRouterImportByName({ request, contextInfo: { issuer: remoteFile } })).toBe(true);
      expect(isRouterImportByName({ request, contextInfo: { issuer: libraryFile } })).toBe(true);
    },
  );

  it("stay react-router's own in the shared router's file and inside react-router", () => {
    const sharedRouter = join(SHARED_ROUTER_DIR, 'index.ts');
    const routerDom = join(
      ROOT,
      'node_modules/.pnpm/react-router@7.18.5/node_modules/react-router/dist/production/dom-export.mjs',
    );
    expect(isRouterImportByName({ request: 'react-router', contextInfo: { issuer: sharedRouter } })).toBe(
      false,
    );
    expect(isRouterImportByName({ request: 'react-router', contextInfo: { issuer: routerDom } })).toBe(false);
  });

  it('leaves other packages alone', () => {
    for (const request of ['react', 'react-router-extra', '@portal/shared/router', './react-router']) {
      expect(isRouterImportByName({ request, contextInfo: { issuer: remoteFile } })).toBe(false);
    }
  });
});
