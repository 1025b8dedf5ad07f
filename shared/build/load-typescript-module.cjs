// A TypeScript module of this project read at build time (the portal's antd theme, the route table),
// so a build reads the same source the apps compile instead of a copy. esbuild (esbuild-loader's own)
// bundles the file with its relative imports and strips the types; packages stay outside the bundle.
const path = require('node:path');
const Module = require('node:module');

function esbuild() {
  const loader = path.dirname(require.resolve('esbuild-loader/package.json', { paths: [__dirname] }));
  return require(require.resolve('esbuild', { paths: [loader] }));
}

/** The exports of the TypeScript module at `file`, evaluated in Node. */
function loadTypeScriptModule(file) {
  const { outputFiles } = esbuild().buildSync({
    entryPoints: [file],
    bundle: true,
    packages: 'external',
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    write: false,
  });
  const compiled = new Module(file);
  compiled.filename = file;
  compiled.paths = Module._nodeModulePaths(path.dirname(file));
  compiled._compile(outputFiles[0].text, file);
  return compiled.exports;
}

module.exports = { loadTypeScriptModule };
