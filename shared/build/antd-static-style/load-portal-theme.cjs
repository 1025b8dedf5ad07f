// The portal's antd theme as AntdScope uses it, read from its TypeScript source
// (shared/src/ui/portal-theme.ts) for the build-time renderer and for the cache key.
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');

const PORTAL_THEME_SOURCE = path.join(__dirname, '../../src/ui/portal-theme.ts');

function esbuild() {
  const loader = path.dirname(require.resolve('esbuild-loader/package.json', { paths: [__dirname] }));
  return require(require.resolve('esbuild', { paths: [loader] }));
}

/** The module's exports: PORTAL_THEME, PORTAL_CSS_VAR_KEY, PORTAL_STATIC_THEME. */
function loadPortalTheme() {
  const source = fs.readFileSync(PORTAL_THEME_SOURCE, 'utf8');
  const { code } = esbuild().transformSync(source, { loader: 'ts', format: 'cjs', target: 'node20' });
  const compiled = new Module(PORTAL_THEME_SOURCE);
  compiled.filename = PORTAL_THEME_SOURCE;
  compiled._compile(code, PORTAL_THEME_SOURCE);
  return compiled.exports;
}

module.exports = { loadPortalTheme, PORTAL_THEME_SOURCE };
