// Reading Module Federation's modules in webpack's chunk graph, for the plugins that list files to
// preload: the host's start-up (host/build/preload-start-up-plugin.cjs) and a remote's screens
// (screen-chunks-plugin.cjs).

/** Module Federation's module for a shared library a chunk consumes, and the one an app provides it by. */
const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

/** The lazy chunk groups of a module's blocks (a shared library's own code sits behind one). */
function blockGroups(chunkGraph, module) {
  return module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
}

module.exports = { CONSUME_SHARED, PROVIDE_SHARED, blockGroups };
