// Webpack loader for antd's style modules (antd/es/<component>/style/<file>.js): each imports the CSS
// the build rendered for it, so a chunk carries the CSS of exactly the antd components it bundles
// (docs/decisions/0014). A module that defines style hooks and has no rendered CSS fails the build.
// The style functions themselves are left out (strip-style-functions.cjs): nothing runs them.
const path = require('node:path');
const { stripStyleFunctions } = require('./strip-style-functions.cjs');
const { STYLE_MODULES, NOT_RENDERED, BASE_MODULE } = require('./style-modules.cjs');
const { cssFileName } = require('./css-file-name.cjs');

const STYLE_MODULE_PATH = /[\\/]antd[\\/]es[\\/]([^\\/]+)[\\/]style[\\/]([^\\/]+)\.js$/;
const BASE_MODULE_PATH = /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/;
const DEFINES_STYLE_HOOKS = /\bgen(StyleHooks|SubStyleComponent|ComponentStyleHook)\(/;

/**
 * 'button/style/index' for …/antd/es/button/style/index.js, BASE_MODULE for antd's ConfigProvider;
 * undefined for any other file.
 */
function styleModuleName(resourcePath) {
  if (BASE_MODULE_PATH.test(resourcePath)) return BASE_MODULE;
  const match = STYLE_MODULE_PATH.exec(resourcePath);
  return match ? `${match[1]}/style/${match[2]}` : undefined;
}

module.exports = function antdStyleModuleLoader(source) {
  const { cssDir } = this.getOptions();
  const definesStyleHooks = DEFINES_STYLE_HOOKS.test(source);
  const code = definesStyleHooks ? stripStyleFunctions(source) : source;
  const moduleName = styleModuleName(this.resourcePath);
  if (!moduleName || NOT_RENDERED.includes(moduleName)) return code;
  if (moduleName === BASE_MODULE || STYLE_MODULES[moduleName]) {
    const css = path.join(cssDir, cssFileName(moduleName));
    return `import ${JSON.stringify(css)};\n${code}`;
  }
  if (definesStyleHooks) {
    this.emitError(
      new Error(
        `antd's style module ${moduleName} has no static CSS: add it to STYLE_MODULES (with the prefix ` +
          `and root class its component passes to useStyle) or, if it writes nothing the portal shows, ` +
          `to NOT_RENDERED in shared/build/antd-static-style/style-modules.cjs (docs/decisions/0014).`,
      ),
    );
  }
  return code;
};

module.exports.styleModuleName = styleModuleName;
