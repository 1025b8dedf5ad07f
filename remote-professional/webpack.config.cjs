const { createWebpackConfig } = require('@portal/shared/build');
const federation = require('./federation.config.cjs');

module.exports = (env, argv) =>
  createWebpackConfig({ appDir: __dirname, role: 'remote', devPort: 8082, ...federation }, argv);
