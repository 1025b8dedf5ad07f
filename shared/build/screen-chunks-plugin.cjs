// Writes screen-chunks.json beside a remote's build: for each screen chunk (named `screen-<route>` in the
// remote's screens.ts) every JavaScript and CSS file its import loads, the libraries split off it
// included. The host reads it as it starts (host/src/lib/early-remote-preload.ts, from main.js)
// and asks for those files at once, beside the remote's manifest and remoteEntry.js, instead of after
// the parcel has run and imported the screen: on a phone that is two or three round trips earlier
// (issue 8). The file names the current chunks, so it is revalidated like the manifest (no hash in its
// name); a remote without it (an older build) only loses the head start.

const SCREEN_CHUNK = /^screen-/;
const FILE_NAME = 'screen-chunks.json';

/** { 'screen-<route>': ['<file>.js', '<file>.css', ...] } of a compilation, in the order webpack loads them. */
function screenChunks(compilation) {
  const screens = {};
  for (const group of compilation.chunkGroups) {
    if (!group.name || !SCREEN_CHUNK.test(group.name)) continue;
    const files = group.chunks.flatMap((chunk) => [...chunk.files]);
    screens[group.name] = [...new Set(files)].filter((file) => /\.(js|css)$/.test(file)).sort();
  }
  return Object.fromEntries(Object.entries(screens).sort(([a], [b]) => a.localeCompare(b)));
}

class ScreenChunksPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ScreenChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the files have their final (hashed) names.
        { name: 'ScreenChunksPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          compilation.emitAsset(FILE_NAME, new RawSource(`${JSON.stringify(screenChunks(compilation))}\n`));
        },
      );
    });
  }
}

module.exports = { ScreenChunksPlugin, screenChunks, SCREEN_CHUNKS_FILE: FILE_NAME };
