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

/** Whether a module goes into the host's one chunk of small shared modules. */
function inSharedStartUpChunk(module) {
  const resource = module.resource ?? '';
  const inSharedPackage =
    resource.startsWith(SHARED_PACKAGE) && !resource.includes(`${path.sep}node_modules${path.sep}`);
  return inSharedPackage || SMALL_REACT_FILE.test(resource);
}

/** The host's `optimization.splitChunks`. */
const sharedStartUpSplitChunks = () => ({
  cacheGroups: {
    portalShared: { test: inSharedStartUpChunk, name: 'portal-shared', chunks: 'async', enforce: true },
  },
});

module.exports = { sharedStartUpSplitChunks, inSharedStartUpChunk };
