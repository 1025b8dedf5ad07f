// What every app shares through Module Federation, and how (docs/decisions/0008-versions-per-shared-package.md).
// Stateful code (one instance in the page) is a strict singleton; a stateless library is shared per
// version, so a remote built against a newer one brings its own copy. Each `@portal/shared/<entry>`
// declares the version and kind of the package that holds it: the package.json beside its index.
const path = require('node:path');
const { existsSync, readFileSync } = require('node:fs');

const SHARED_PACKAGE_DIR = path.resolve(__dirname, '..');

// antd is not shared: shared, it could not be tree-shaken (docs/decisions/0002). Nor are react-router and
// react-router-dom by their own names: the router is the singleton '@portal/shared/router', which holds
// only the part of react-router the portal uses, and the builds send every import of react-router or
// react-router-dom by name there (routerImportsToSharedRouter in create-webpack-config.cjs;
// docs/decisions/0018).
const THIRD_PARTY_SINGLETONS = ['react', 'react-dom', 'dayjs'];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

function installedVersion(appDir, name) {
  return readJson(require.resolve(`${name}/package.json`, { paths: [appDir, __dirname] })).version;
}

/**
 * Every `@portal/shared` entry point that leads into src/, with the package that holds it: the
 * package.json beside its folder, or else the umbrella package itself (ui, forms: they render antd, so
 * they are not shared and stay inside each app). `shared`: declared to Module Federation. The one list the federation config and the exports
 * report (exports-report.cjs) both read.
 * @returns {Array<{ request: string, file: string, packageName: string, version: string, stateful: boolean, packageDir: string, shared: boolean }>}
 */
function entryPoints() {
  const umbrella = readJson(path.join(SHARED_PACKAGE_DIR, 'package.json'));
  const entries = [];
  for (const [subpath, target] of Object.entries(umbrella.exports)) {
    // Code only: remotes.json, a data file of the routes package, is read by each build as it is.
    if (typeof target !== 'string' || !target.startsWith('./src/') || target.endsWith('.json')) continue;
    const packageDir = path.join(SHARED_PACKAGE_DIR, ...target.split('/').slice(1, 3));
    const manifestFile = path.join(packageDir, 'package.json');
    const ownPackage = existsSync(manifestFile);
    const manifest = ownPackage ? readJson(manifestFile) : umbrella;
    // A package may be kept out of the federation (`federation.shared: false`): held-answers, which
    // main.js fills before any shared module loads, and registration, data small enough to bundle.
    const shared = ownPackage && manifest.federation?.shared !== false;
    entries.push({
      request: `@portal/shared/${subpath.slice(2)}`,
      file: path.join(SHARED_PACKAGE_DIR, target),
      packageName: manifest.name,
      version: manifest.version,
      stateful: manifest.federation?.stateful === true,
      packageDir,
      shared,
    });
  }
  return entries;
}

/** The `@portal/shared` entry points that are shared through Module Federation. */
const sharedEntryPoints = () => entryPoints().filter((entry) => entry.shared);

/** A stateful module: one instance, never an older copy than a build needs, refused across majors. */
const singleton = (version) => ({
  singleton: true,
  strictVersion: true,
  requiredVersion: `^${version}`,
  version,
});
/** A stateless library: shared with builds that accept this version, else each build runs its own. */
const perVersion = (version) => ({ singleton: false, requiredVersion: `^${version}`, version });

/** The `shared` option of every app's ModuleFederationPlugin. */
function sharedModules(appDir) {
  const shared = {};
  for (const name of THIRD_PARTY_SINGLETONS) {
    const version = installedVersion(appDir, name);
    // Subpath imports (react/jsx-runtime, react-dom/client, dayjs/locale/nl) through a prefix key.
    shared[name] = singleton(version);
    shared[`${name}/`] = singleton(version);
  }
  for (const entry of sharedEntryPoints()) {
    shared[entry.request] = entry.stateful ? singleton(entry.version) : perVersion(entry.version);
  }
  return shared;
}

module.exports = { sharedModules, sharedEntryPoints, entryPoints, SHARED_PACKAGE_DIR };
