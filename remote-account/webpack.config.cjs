const { createWebpackConfig } = require('@portal/shared/build');
const federation = require('./federation.config.cjs');
const remote = require('@portal/shared/remotes.json').account;

module.exports = (env, argv) =>
  createWebpackConfig({ appDir: __dirname, role: 'remote', devPort: remote.devPort, ...federation }, argv);
