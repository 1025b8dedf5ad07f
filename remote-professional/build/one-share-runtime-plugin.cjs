// webpack 5.111 adds its own sharing runtime (webpack/lib/sharing/ShareRuntimeModule) to any chunk
// that needs the share scope map; @module-federation/enhanced adds the federation's own beside it, which
// runs after it and replaces both `__webpack_require__.S` and `__webpack_require__.I`. webpack's copy
// (its register() calls for every shared module, 1.7 KB, 0.3 KB gzip of remoteEntry.js) was dead code:
// this plugin keeps webpack from adding it, so the federation's is the one sharing runtime.
const { RuntimeGlobals } = require('webpack');

const PLUGIN_NAME = 'OneShareRuntimePlugin';
const WEBPACKS_OWN = 'RuntimePlugin';

class OneShareRuntimePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      let skipped = false;
      // The interceptor sees webpack's tap as it is made (RuntimePlugin taps after the configured
      // plugins) and turns it into one that adds nothing and does not bail, so the federation's handler
      // for the same requirement still runs.
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.shareScopeMap).intercept({
        register: (tap) =>
          tap.name === WEBPACKS_OWN
            ? {
                ...tap,
                fn: () => {
                  skipped = true;
                  return undefined;
                },
              }
            : tap,
      });
      // Without the federation's sharing runtime the build would have none: say so rather than ship it.
      compilation.hooks.beforeHash.tap(PLUGIN_NAME, () => {
        if (!skipped) return;
        const sharing = [...compilation.modules].filter((m) => m.type === 'runtime' && m.name === 'sharing');
        if (sharing.length === 0) {
          compilation.errors.push(new Error(`${PLUGIN_NAME}: the federation's sharing runtime is missing`));
        }
      });
    });
  }
}

module.exports = { OneShareRuntimePlugin };
