// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of a production build, once, at
// build time: the servers (host/server/precompressed.mjs, docs/nginx-remote.conf) then send them by
// Accept-Encoding without compressing per request. Node's own zlib does it (no extra dependency); the
// copies use the highest levels because they are made once and read by every phone.
const { readdirSync, readFileSync, statSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|mjs)$/;
// Below this a compressed copy saves less than its own headers cost.
const MIN_BYTES = 256;

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

function compressFile(file) {
  const source = readFileSync(file);
  if (source.length < MIN_BYTES) return;
  const brotli = zlib.brotliCompressSync(source, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
  const gzip = zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION });
  // A copy that is not smaller is not worth a second request path.
  if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
}

/** Compresses every text file in a folder (source maps stay as they are: browsers never get them). */
function precompressDirectory(dir) {
  const files = filesUnder(dir).filter((file) => COMPRESSIBLE.test(file) && statSync(file).isFile());
  for (const file of files) compressFile(file);
  return files.length;
}

class PrecompressPlugin {
  apply(compiler) {
    // After emit: every file is on disk, including the federation manifest and the HTML pages.
    compiler.hooks.afterEmit.tap('PrecompressPlugin', (compilation) => {
      precompressDirectory(compilation.outputOptions.path);
    });
  }
}

module.exports = { PrecompressPlugin, precompressDirectory };
