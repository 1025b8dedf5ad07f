// The route table as main.js needs it to preload the opened page's remote before the app's chunks have
// even arrived (host/src/lib/early-remote-preload.ts; docs/decisions/0016-early-remote-preload.md):
// read at build time from @portal/shared/routes' own source (main.js cannot import a shared module:
// those only load asynchronously through the federation runtime), with only what the match and the
// guard rule read. About 1 KB gzip in main.js.
const path = require('node:path');
const { SHARED_PACKAGE_DIR } = require('@portal/shared/build');
const { loadTypeScriptModule } = require(path.join(SHARED_PACKAGE_DIR, 'build/load-typescript-module.cjs'));

/** @returns {Array<{ name: string, path: string, remote?: string | Record<string, string>, access: string, roles?: string[] }>} */
function startRoutes() {
  const { ROUTES } = loadTypeScriptModule(path.join(SHARED_PACKAGE_DIR, 'src/routes/route-table.ts'));
  return ROUTES.map(({ name, path: pattern, remote, access, roles }) => ({
    name,
    path: pattern,
    ...(remote ? { remote } : {}),
    access,
    ...(roles ? { roles } : {}),
  }));
}

module.exports = { startRoutes };
