// The route table as main.js needs it to preload the opened page's remote before the app's chunks have
// even arrived (host/src/lib/early-remote-preload.ts; docs/decisions/0016-early-remote-preload.md):
// read at build time from @portal/shared/routes' own source (main.js cannot import a shared module:
// those only load asynchronously through the federation runtime), with only what the match and the
// guard rule read. About 1 KB gzip in main.js.
//
// The host's server gets the same table ranked, as start-routes.json beside the page: it writes the
// opened page's remote files into the page itself (server/route-preloads.mjs, decision 0019).
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

/**
 * Every path of the table, most specific first, ranked by main.js's own matcher
 * (src/lib/start-route-match.ts): the server takes the first whose pattern (case-insensitive) matches.
 * @returns {Array<{ pattern: string } & ReturnType<typeof startRoutes>[number]>}
 */
function rankedStartRoutes() {
  const { rankRoutes } = loadTypeScriptModule(path.join(__dirname, '../src/lib/start-route-match.ts'));
  return rankRoutes(startRoutes()).map(({ route, pattern }) => ({ pattern: pattern.source, ...route }));
}

/** Writes start-routes.json into the build. */
const startRoutesPlugin = () => new JsonAssetPlugin(START_ROUTES_FILE, rankedStartRoutes);

module.exports = { startRoutes, rankedStartRoutes, startRoutesPlugin, START_ROUTES_FILE };
