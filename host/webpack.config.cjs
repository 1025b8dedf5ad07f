const { readFileSync } = require('node:fs');
const path = require('node:path');
const { createWebpackConfig, SHARED_PACKAGE_DIR } = require('@portal/shared/build');
const federation = require('./federation.config.cjs');
const { DefinePlugin } = require('webpack');
const { PreloadStartUpPlugin } = require('./build/preload-start-up-plugin.cjs');
const { portalInitRequest } = require('./build/portal-init-request.cjs');
const { startRoutesPlugin } = require('./build/start-routes.cjs');
const { sharedStartUpSplitChunks } = require('./build/shared-start-up-chunk.cjs');

/** The inline ES5 browser check with the thresholds of @portal/shared/options filled in. */
function browserCheckScript() {
  const thresholds = readFileSync(
    path.join(SHARED_PACKAGE_DIR, 'src/options/browser-thresholds.json'),
    'utf8',
  );
  const source = readFileSync(path.join(__dirname, 'public/browser-check.js'), 'utf8');
  return source.replace('= __BROWSER_THRESHOLDS__;', `= ${thresholds.trim()};`);
}

/**
 * The tab's icon (an SVG of a few hundred bytes; without one the browser asks for /favicon.ico), written
 * into the page as a data: address: one request less on the first load, where every request shares
 * a phone's line with the start-up files (issue 8). The policy's img-src allows data:.
 */
function faviconDataUrl() {
  const svg = readFileSync(path.join(__dirname, 'public/favicon.svg'), 'utf8').trim();
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

module.exports = (env, argv) => {
  const config = createWebpackConfig(
    {
      appDir: __dirname,
      role: 'host',
      devPort: 8080,
      title: 'Mijn SKJ',
      htmlOptions: { browserCheck: browserCheckScript(), faviconDataUrl: faviconDataUrl() },
      extraPages: [{ filename: 'verouderde-browser.html', template: './public/outdated-browser.html' }],
      ...federation,
    },
    argv,
  );
  // The small shared modules in one file (build/shared-start-up-chunk.cjs).
  config.optimization.splitChunks = sharedStartUpSplitChunks();
  // The start-up chunks download beside main.js, not after it (issue 8; docs/performance.md).
  config.plugins.push(new PreloadStartUpPlugin());
  // main.js sends the first portalInitQuery itself (src/lib/start-plan.ts).
  config.plugins.push(new DefinePlugin({ __PORTAL_INIT_REQUEST__: JSON.stringify(portalInitRequest()) }));
  // The host's server matches the opened address on this table for the start plan (server/start-plan.mjs).
  config.plugins.push(startRoutesPlugin());
  return config;
};
