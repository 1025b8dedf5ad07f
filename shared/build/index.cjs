module.exports = {
  ...require('./create-webpack-config.cjs'),
  ...require('./shared-modules.cjs'),
  ...require('./precompress-plugin.cjs'),
  ...require('./federation-chunk-graph.cjs'),
  ...require('./json-asset-plugin.cjs'),
  ...require('./screen-chunks-plugin.cjs'),
};
