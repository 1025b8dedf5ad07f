// The route table as the host's server needs it for the start plan (server/start-plan.mjs), written
// into the build as start-routes.json: read at build time from @portal/shared/routes' own source (the
// server is plain Node and cannot import its TypeScript), in the table's order (react-router breaks
// ties by it), with only what the match and the guard rule read.
const path = require('node:path');
const { JsonAssetPlugin, SHARED_PACKAGE_DIR } = require('@portal/shared/build');
const { loadTypeScriptModule } = require(path.join(SHARED_PACKAGE_DIR, 'build/load-typescript-module.cjs'));

/** The file the host's server reads. */
const START_ROUTES_FILE = 'start-routes.json';

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

/** Writes start-routes.json into the build. */
const startRoutesPlugin = () => new JsonAssetPlugin(START_ROUTES_FILE, startRoutes);

module.exports = { startRoutes, startRoutesPlugin, START_ROUTES_FILE };
