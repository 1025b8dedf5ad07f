// antd's component styles as static CSS made at build time (docs/decisions/0014): renders them once per
// antd version, theme and mode into <app>/node_modules/.cache/antd-static-style/, and gives the
// webpack factory (../create-webpack-config.cjs) the loader and the module swaps that use them.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const webpack = require('webpack');
const { loadPortalTheme } = require('./load-portal-theme.cjs');

const RENDERER = path.join(__dirname, 'render-styles.cjs');
const STYLE_MODULE_LOADER = path.join(__dirname, 'style-module-loader.cjs');
const RUNTIME = path.join(__dirname, 'runtime');
// What the rendered CSS depends on besides antd's version and the theme.
const RENDERER_SOURCES = ['render-styles.cjs', 'style-modules.cjs', 'css-file-name.cjs'];

function antdVersionOf(appDir) {
  return require(require.resolve('antd/package.json', { paths: [appDir, __dirname] })).version;
}

function cacheKey(appDir, mode) {
  const digest = createHash('sha256');
  digest.update(JSON.stringify(loadPortalTheme().PORTAL_STATIC_THEME));
  for (const file of RENDERER_SOURCES) digest.update(fs.readFileSync(path.join(__dirname, file)));
  return `${antdVersionOf(appDir)}-${mode}-${digest.digest('hex').slice(0, 16)}`;
}

/** The folder of the rendered CSS files for this app and mode; rendered in a child process if absent. */
function staticStylesDir(appDir, mode) {
  const dir = path.join(appDir, 'node_modules/.cache/antd-static-style', cacheKey(appDir, mode));
  const done = path.join(dir, '.complete');
  if (fs.existsSync(done)) return dir;
  // Files of another antd version, theme or renderer are not used again.
  fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  execFileSync(process.execPath, [RENDERER, appDir, dir, mode], { stdio: 'inherit' });
  // The CSS files are imported for their side effect; the app's package.json may say it has none.
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "sideEffects": ["*.css"] }\n');
  fs.writeFileSync(done, '');
  return dir;
}

/** The webpack rule that makes antd's style modules import their static CSS. */
function antdStaticStyleRule(appDir, mode) {
  return {
    // antd's wave effect (buttons, checkboxes) has its style hook beside the component, not in style/.
    test: /[\\/]antd[\\/]es[\\/]([^\\/]+[\\/]style[\\/][^\\/]+|config-provider[\\/]index|_util[\\/]wave[\\/]style)\.js$/,
    use: [{ loader: STYLE_MODULE_LOADER, options: { cssDir: staticStylesDir(appDir, mode) } }],
  };
}

/**
 * antd's run-time style work, switched off: AntdScope sets the theme's zeroRuntime in these builds (no component
 * styles); these swap what zeroRuntime leaves running (the components' CSS variables and the icon
 * reset) for modules that compute and write nothing.
 */
function antdZeroRuntimePlugins() {
  return [
    // AntdScope (shared/src/ui/antd-scope.tsx) turns zeroRuntime on only in builds with the static CSS.
    new webpack.DefinePlugin({ __ANTD_STATIC_STYLES__: 'true' }),
    new webpack.NormalModuleReplacementPlugin(
      /[\\/]@ant-design[\\/]cssinjs[\\/]es[\\/]hooks[\\/]useCSSVarRegister\.js$/,
      path.join(RUNTIME, 'use-css-var-register.js'),
    ),
    new webpack.NormalModuleReplacementPlugin(
      /[\\/]@ant-design[\\/]cssinjs-utils[\\/]es[\\/]util[\\/]genStyleUtils\.js$/,
      path.join(RUNTIME, 'gen-style-utils.js'),
    ),
    new webpack.NormalModuleReplacementPlugin(
      /[\\/]antd[\\/]es[\\/]theme[\\/]util[\\/]useResetIconStyle\.js$/,
      path.join(RUNTIME, 'use-reset-icon-style.js'),
    ),
  ];
}

module.exports = { antdStaticStyleRule, antdZeroRuntimePlugins, staticStylesDir };
