const { createWebpackConfig } = require('@portal/shared/build');
const federation = require('./federation.config.cjs');

module.exports = (env, argv) =>
  createWebpackConfig(
    { appDir: __dirname, role: 'host', devPort: 8080, title: 'Mijn SKJ', ...federation },
    argv,
  );
