// One webpack configuration factory for the host and the four remotes, so they build the same way and
// differ only in their federation role (host: provides the runtime; remote: exposes its parcel).
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { EsbuildPlugin } = require('esbuild-loader');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedModules } = require('./shared-modules.cjs');
const { routerImportsToSharedRouter } = require('./router-imports.cjs');
const { packageImportsToEntryPoints } = require('./package-imports.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { ScreenChunksPlugin } = require('./screen-chunks-plugin.cjs');
const { oneFederationRuntimeAliases } = require('./one-federation-runtime.cjs');
const { antdStaticStyleRule, antdZeroRuntimePlugins } = require('./antd-static-style/index.cjs');
const { stylesheetPlacement } = require('./antd-static-style/stylesheet-placement.cjs');

const resolveHere = (request) => require.resolve(request, { paths: [__dirname] });
const GRAPHQL_DOCUMENTS_LOADER = path.join(__dirname, 'graphql-documents-loader.cjs');
const DYNAMIC_CSS_WITH_NONCE = path.join(__dirname, '../src/ui/dynamic-css-with-nonce.ts');

/** The folder of the antd the app builds with. */
const antdDirOf = (appDir) =>
  path.dirname(require.resolve('antd/package.json', { paths: [appDir, __dirname] }));

/**
 * @rc-component/util's style helpers, as the app's antd resolves them: what the stand-in
 * (shared/src/ui/dynamic-css-with-nonce.ts) wraps, under a name of its own so it is not swapped itself.
 */
function dynamicCssOf(appDir) {
  const antd = antdDirOf(appDir);
  return require.resolve('@rc-component/util/es/Dom/dynamicCSS', { paths: [antd] });
}

/** A request for @rc-component/util's Dom/dynamicCSS: from inside the package, or by its full name. */
function isDynamicCssRequest({ request, context }) {
  if (/^@rc-component\/util\/(es|lib)\/Dom\/dynamicCSS(\.js)?$/.test(request)) return true;
  return (
    /^\.\/Dom\/dynamicCSS(\.js)?$/.test(request) && /[\\/]@rc-component[\\/]util[\\/](es|lib)$/.test(context)
  );
}

/**
 * react-router 7 publishes its production build but its package exports only name the development
 * one; production builds alias to it (about 20 % smaller, no development warnings).
 */
function reactRouterProductionAliases(appDir) {
  const routerDom = path.dirname(
    require.resolve('react-router-dom/package.json', { paths: [appDir, __dirname] }),
  );
  const router = path.dirname(require.resolve('react-router/package.json', { paths: [routerDom] }));
  return {
    'react-router$': path.join(router, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(router, 'dist/production/dom-export.mjs'),
  };
}

/**
 * @param {object} options
 * @param {string} options.appDir the app's folder
 * @param {'host' | 'remote'} options.role
 * @param {string} options.federationName the Module Federation scope name
 * @param {Record<string, string>} [options.exposes] what a remote exposes
 * @param {string[]} [options.runtimePlugins] files of runtime plugins (host)
 * @param {number} options.devPort port of `webpack serve`
 * @param {string} [options.title] document title of the host page
 * @param {Record<string, unknown>} [options.htmlOptions] extra values for the host's index.html template
 * @param {Array<{ filename: string, template: string }>} [options.extraPages] static pages of the host
 * @param {Record<string, unknown>} [options.federationOptimization] more of Module Federation's build-time
 *   optimisations (`experiments.optimization`) for this app, e.g. `disableRemote` for a remote that
 *   loads no other remote (a host must not: it defines the flag for the runtime core it provides)
 */
function createWebpackConfig(options, argv = {}) {
  const { appDir, role, federationName, exposes = {}, runtimePlugins = [], devPort, title } = options;
  const { htmlOptions = {}, extraPages = [], federationOptimization = {} } = options;
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const appPackage = require(path.join(appDir, 'package.json'));
  // The version a build shows and reports; APP_VERSION lets operators label a build (see docs/operations.md).
  const appVersion = process.env.APP_VERSION || appPackage.version;
  const isHost = role === 'host';

  return {
    mode,
    context: appDir,
    // A remote's only entry is its remoteEntry (added by the federation plugin).
    entry: isHost ? { main: './src/index.ts' } : {},
    devtool: mode === 'development' ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      path: path.resolve(appDir, process.env.OUTPUT_DIR || 'dist'),
      // A remote's chunks load from wherever its manifest was found, so a versioned deploy path just works.
      publicPath: isHost ? '/' : 'auto',
      // The federation runtime asks for a file name outside a real chunk (no hash yet): plain name then.
      filename: (pathData) =>
        pathData.chunk && pathData.chunk.hash ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: federationName,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: {
        ...(mode === 'production' ? reactRouterProductionAliases(appDir) : {}),
        'rc-component-dynamic-css$': dynamicCssOf(appDir),
        // antd's `antd/locale/*` files are CommonJS re-exports of lib/: its ES modules tree-shake and
        // share the date pickers' locale modules with the rest of antd's es/ build.
        'antd/locale': path.join(antdDirOf(appDir), 'es/locale'),
        ...oneFederationRuntimeAliases(),
      },
      // rxjs ships an ES2015 build behind this condition; the default is its larger ES5 build.
      conditionNames: ['es2015', '...'],
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: [
            {
              loader: resolveHere('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: mode === 'development' } },
                  target: 'es2020',
                },
              },
            },
            // Runs first: `gql` documents become syntax trees before swc compiles the module.
            GRAPHQL_DOCUMENTS_LOADER,
          ],
        },
        // Stylesheets are files of their own (not JavaScript), cached and loaded in parallel, in the
        // remotes too: a <link> from the remote's origin passes the host's style-src, where style-loader's
        // <style> elements would need the page's CSP nonce in every remote's runtime.
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, resolveHere('css-loader')] },
        // antd's component styles as static CSS made at build time (docs/decisions/0014).
        antdStaticStyleRule(appDir, mode),
        { test: /\.(svg|png|woff2?)$/, type: 'asset' },
      ],
    },
    optimization: {
      minimizer: [
        // JavaScript by swc's minifier: unlike esbuild's (which only minifies a chunk, webpack's module
        // functions and all), it drops what no code reaches, as terser does, at esbuild's speed. That is
        // what makes webpack's tree shaking real: unused exports and the style functions of antd
        // (antd-static-style/strip-style-functions.cjs) leave the files (-11 % brotli on the
        // professional remote; docs/decisions/0017). ecma 2022 keeps class fields as they are
        // (lowering them in minified vendor code broke Apollo's cache).
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { ecma: 2022, compress: { passes: 2 } },
          extractComments: false,
        }),
        // Stylesheets by esbuild. format undefined: STACK.md trap 4.
        new EsbuildPlugin({ include: /\.css$/, target: 'es2022', css: true, format: undefined }),
      ],
    },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({ __APP_VERSION__: JSON.stringify(appVersion) }),
      // antd's helpers write <style> elements that not every caller gives the CSP nonce (the dialogs' scroll
      // lock): the stand-in gives them the page's. Swapped before resolving, so it goes through the
      // TypeScript rule; e2e/tests/csp.spec.ts opens a dialog and a table under the policy.
      new webpack.NormalModuleReplacementPlugin(/[\\/]dynamicCSS(\.js)?$/, (resource) => {
        if (isDynamicCssRequest(resource)) resource.request = DYNAMIC_CSS_WITH_NONCE;
      }),
      // react-router or react-router-dom imported by name: the shared router (docs/decisions/0018).
      routerImportsToSharedRouter(),
      // A shared package imported by its own name (@portal/shared-<name>): its entry point, so that
      // federation shares it (package-imports.cjs).
      packageImportsToEntryPoints(),
      ...antdZeroRuntimePlugins(),
      new ModuleFederationPlugin({
        name: federationName,
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        shared: sharedModules(appDir),
        // A remote takes the highest registered version of a module (a loaded one is kept), which is the
        // host's: the host refuses before it runs a remote needing a newer stateful one. The host itself
        // takes what is loaded: with 'version-first' every share lookup of the host would load the
        // remoteEntry.js of every configured remote, refused ones too (docs/decisions/0008).
        shareStrategy: isHost ? 'loaded-first' : 'version-first',
        runtimePlugins,
        manifest: true,
        dts: false,
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          optimization: { target: 'web', ...federationOptimization },
        },
      }),
      // A remote reads the federation SDK from globals the host sets (host/src/runtime-plugins/
      // provide-federation-sdk.ts), as it reads the runtime core: remoteEntry.js stays under 10 KB.
      ...(isHost
        ? []
        : [
            new webpack.ExternalsPlugin('global', {
              '@module-federation/sdk': '_PORTAL_MF_SDK',
              '@module-federation/error-codes': '_PORTAL_MF_ERROR_CODES',
            }),
          ]),
      ...(isHost
        ? [
            new HtmlWebpackPlugin({
              template: './public/index.html',
              title,
              scriptLoading: 'defer',
              ...htmlOptions,
            }),
            ...extraPages.map((page) => new HtmlWebpackPlugin({ ...page, inject: false, minify: false })),
          ]
        : []),
      new MiniCssExtractPlugin({
        filename: '[name].[contenthash:8].css',
        chunkFilename: '[name].[contenthash:8].css',
        ...stylesheetPlacement(role),
      }),
      // Each screen's files, for the host to ask for them as it starts (remotes only).
      ...(isHost ? [] : [new ScreenChunksPlugin()]),
      // Brotli and gzip copies for the servers to send as they are (production builds only).
      ...(mode === 'production' ? [new PrecompressPlugin()] : []),
    ],
    devServer: {
      port: devPort,
      historyApiFallback: isHost,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
  };
}

module.exports = { createWebpackConfig };
