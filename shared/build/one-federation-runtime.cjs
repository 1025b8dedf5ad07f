// The federation runtime's packages ship a CommonJS and an ES module build. The host's main.js took
// both: the bundler runtime imports the ES build, the plugin that hands the runtime to the remotes
// (provideExternalRuntime) requires the CommonJS one, so the runtime core and the SDK were in the
// host's first file twice (about 90 KB of its 209 KB minified). Pointing every request at the ES
// build leaves one copy: one set of classes, the same global state either way (globalThis.__FEDERATION__).
const path = require('node:path');

const PACKAGES = [
  '@module-federation/runtime-core',
  '@module-federation/sdk',
  '@module-federation/error-codes',
  '@module-federation/runtime',
];

/** The folder of package `name` holding `file` (these packages do not export their package.json). */
function packageDirOf(file, name) {
  const marker = `${path.sep}node_modules${path.sep}${name.split('/').join(path.sep)}${path.sep}`;
  return file.slice(0, file.lastIndexOf(marker) + marker.length - 1);
}

/** The ES module entry of `name`, the copy the federation plugin itself resolves. */
function esEntryOf(name) {
  const enhanced = packageDirOf(
    require.resolve('@module-federation/enhanced'),
    '@module-federation/enhanced',
  );
  const dir = packageDirOf(require.resolve(name, { paths: [enhanced] }), name);
  const entry = require(path.join(dir, 'package.json')).exports['.'].import;
  return path.join(dir, typeof entry === 'string' ? entry : entry.default);
}

/** webpack `resolve.alias` entries: each runtime package's bare name, required or imported, to its ES build. */
function oneFederationRuntimeAliases() {
  return Object.fromEntries(PACKAGES.map((name) => [`${name}$`, esEntryOf(name)]));
}

module.exports = { oneFederationRuntimeAliases };
