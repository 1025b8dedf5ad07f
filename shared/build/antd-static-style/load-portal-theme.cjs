// The portal's antd theme as AntdScope uses it, read from its TypeScript source
// (shared/src/ui/portal-theme.ts) for the build-time renderer and for the cache key.
const path = require('node:path');
const { loadTypeScriptModule } = require('../load-typescript-module.cjs');

const PORTAL_THEME_SOURCE = path.join(__dirname, '../../src/ui/portal-theme.ts');

/** The module's exports: PORTAL_THEME, PORTAL_CSS_VAR_KEY, PORTAL_STATIC_THEME. */
function loadPortalTheme() {
  return loadTypeScriptModule(PORTAL_THEME_SOURCE);
}

module.exports = { loadPortalTheme, PORTAL_THEME_SOURCE };
