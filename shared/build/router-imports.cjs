// The router is one shared module, '@portal/shared/router' (docs/decisions/0005, 0018): it holds only the
// part of react-router the portal uses, so react-router is not shared by its own name (shared whole, it
// cost every first load 25 KiB of brotli). An import of react-router or react-router-dom by name, by a
// remote's code or a library it bundles, is sent to that shared module instead, so it too uses the
// host's one router; only the shared router's own file imports react-router itself.
const path = require('node:path');
const webpack = require('webpack');
const { SHARED_PACKAGE_DIR } = require('./shared-modules.cjs');

const SHARED_ROUTER = '@portal/shared/router';
const SHARED_ROUTER_DIR = path.join(SHARED_PACKAGE_DIR, 'src/router') + path.sep;
const ROUTER_BY_NAME = /^react-router(-dom)?(\/dom)?$/;
// react-router's own files import each other by name (react-router/dom imports 'react-router').
const INSIDE_REACT_ROUTER =
  /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?react-router(-dom)?[\\/]/;

/** An import of react-router or react-router-dom by name from anywhere but the router's own files. */
function isRouterImportByName({ request, contextInfo }) {
  if (!ROUTER_BY_NAME.test(request)) return false;
  const issuer = contextInfo?.issuer ?? '';
  return !issuer.startsWith(SHARED_ROUTER_DIR) && !INSIDE_REACT_ROUTER.test(issuer);
}

/** The plugin that sends those imports to '@portal/shared/router'. */
function routerImportsToSharedRouter() {
  return new webpack.NormalModuleReplacementPlugin(ROUTER_BY_NAME, (resource) => {
    if (isRouterImportByName(resource)) resource.request = SHARED_ROUTER;
  });
}

module.exports = { routerImportsToSharedRouter, isRouterImportByName, SHARED_ROUTER_DIR };
