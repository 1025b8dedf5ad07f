const { createWebpackConfig } = require('@portal/shared/build');
const federation = require('./federation.config.cjs');
const remote = require('@portal/shared/remotes.json').professional;
const { OneShareRuntimePlugin } = require('./build/one-share-runtime-plugin.cjs');

/** The factory's configuration, with one sharing runtime in remoteEntry.js instead of two. */
function withOneShareRuntime(config) {
  config.plugins.push(new OneShareRuntimePlugin());
  return config;
}

module.exports = (env, argv) =>
  withOneShareRuntime(
    createWebpackConfig({ appDir: __dirname, role: 'remote', devPort: remote.devPort, ...federation }, argv),
  );
