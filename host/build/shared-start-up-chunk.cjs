// Issue 8: the host provides each @portal/shared package (and react's small entry files) as a shared
// module of its own, and webpack gave each its own chunk: a dozen files of 0.2 to 3 KB on every first
// load, each a request of its own (on HTTP/1.1, six at a time per origin). They are wanted together at
// start-up, so they are one file; each is still its own shared module in the share scope, with its own
// version (docs/decisions/0008), only the file that carries them is shared. react-dom's renderer,
// Apollo and the router stay files of their own: large, downloaded side by side and evaluated one per
// task (src/load-in-stages.ts). Measured: docs/performance.md.

const path = require('node:path');
const { SHARED_PACKAGE_DIR } = require('@portal/shared/build');

/** Where a module's file lives: the portal's shared packages (and their remotes.json), or react's small entry files. */
const SHARED_PACKAGE = SHARED_PACKAGE_DIR + path.sep;
const SMALL_REACT_FILE =
  /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react[\\/](index|jsx-runtime|cjs[\\/]react(-jsx-runtime)?\.production)\.js|react-dom[\\/](index|cjs[\\/]react-dom\.production)\.js|single-spa-react[\\/])/;

/**
 * The rest of what every start-up needs before the shell renders (issue 42, session 24): the router's
 * library (react-router, 28 KB), single-spa and the host's own app modules were three more files of
 * their own beside the shared modules', each a request on the six connections the page has to its
 * origin, where main.js, react-dom and the stylesheet wait for one too. Lantern's simulation of the
 * busy pages (e2e/lighthouse/explain-lcp.mjs) put the first screen 30–160 ms later for those requests.
 */
const START_UP_LIBRARY =
  /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react-router|single-spa)[\\/]/;
/** The host's own modules: its app (src/) and what the app imports from its server (server/last-user-type.mjs). */
const HOST_PACKAGE = path.join(__dirname, '..') + path.sep;

/**
 * A module of the host's own source that only unnamed chunks hold: the start-up's app chunk. The
 * named ones (the drawer's groups, the organisation notice, Apollo's client) load later and keep
 * their modules.
 */
function onlyInStartUpChunks(module, chunkGraph) {
  if (!chunkGraph) return false;
  const chunks = [...chunkGraph.getModuleChunksIterable(module)];
  return chunks.length > 0 && chunks.every((chunk) => !chunk.name);
}

/** Whether a module goes into the host's one chunk of small shared modules. */
function inSharedStartUpChunk(module, { chunkGraph } = {}) {
  const resource = module.resource ?? '';
  const inSharedPackage =
    resource.startsWith(SHARED_PACKAGE) && !resource.includes(`${path.sep}node_modules${path.sep}`);
  if (inSharedPackage || SMALL_REACT_FILE.test(resource) || START_UP_LIBRARY.test(resource)) return true;
  const ownModule =
    resource.startsWith(HOST_PACKAGE) && !resource.includes(`${path.sep}node_modules${path.sep}`);
  return ownModule && onlyInStartUpChunks(module, chunkGraph);
}

/** The host's `optimization.splitChunks`. */
const sharedStartUpSplitChunks = () => ({
  cacheGroups: {
    portalShared: { test: inSharedStartUpChunk, name: 'portal-shared', chunks: 'async', enforce: true },
  },
});

module.exports = { sharedStartUpSplitChunks, inSharedStartUpChunk };
