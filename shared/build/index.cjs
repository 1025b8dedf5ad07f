module.exports = {
  ...require('./create-webpack-config.cjs'),
  ...require('./shared-singletons.cjs'),
  ...require('./precompress-plugin.cjs'),
};
