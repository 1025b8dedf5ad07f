// The baseline of `pnpm lighthouse` (issue 8): a bare React page that loads one component from one
// federated remote, built with webpack and @module-federation/enhanced and nothing else of the portal
// (no router, no Apollo, no antd). Its score beside ours says what the portal's own code costs on a
// phone. Both builds land in one folder (the remote under /remote/) and are served by
// scripts/serve-static.mjs with precompressed copies, as the portal's remotes are.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { EsbuildPlugin } = require('esbuild-loader');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
// The portal's own compression step: the baseline and the portal send equally compressed bytes.
const { PrecompressPlugin } = require('@portal/shared/build');

const reactVersion = require('react/package.json').version;
const shared = {
  react: { singleton: true, requiredVersion: `^${reactVersion}` },
  'react-dom': { singleton: true, requiredVersion: `^${reactVersion}` },
};

/** @param {{ name: string, output: string, entry?: Record<string, string>, exposes?: Record<string, string>, plugins?: unknown[] }} app */
function app({ name, output, entry = {}, exposes = {}, plugins = [] }) {
  return {
    name,
    mode: 'production',
    context: __dirname,
    entry,
    output: {
      path: output,
      publicPath: 'auto',
      // The federation runtime asks for a file name outside a real chunk (no hash yet), as in the apps.
      filename: (pathData) => (pathData.chunk?.hash ? '[name].[contenthash:8].js' : '[name].js'),
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: name,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [{ test: /\.tsx?$/, loader: 'esbuild-loader', options: { jsx: 'automatic', target: 'es2022' } }],
    },
    optimization: { minimizer: [new EsbuildPlugin({ target: 'es2022' })] },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared,
        manifest: true,
        dts: false,
      }),
      ...plugins,
      new PrecompressPlugin(),
    ],
  };
}

/** @param {string} outputDir */
module.exports = (outputDir) => [
  app({
    name: 'baseline_remote',
    output: path.join(outputDir, 'remote'),
    exposes: { './greeting': './remote/greeting.tsx' },
  }),
  app({
    name: 'baseline_host',
    output: outputDir,
    entry: { main: './host/index.ts' },
    plugins: [
      // A coloured bar painted before any script (as the portal paints its page first): without a
      // visible change before React renders, Lighthouse collects no frames for the speed index and
      // gives no score. It holds no text, so the largest paint is still React's.
      new HtmlWebpackPlugin({
        scriptLoading: 'defer',
        templateContent:
          '<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Basislijn</title><style>body{margin:0;font:16px/1.5 system-ui,sans-serif}header{background:#004a7c;height:56px}main{padding:16px;min-height:60vh}</style></head><body><header></header><div id="root"></div></body></html>',
      }),
    ],
  }),
];
