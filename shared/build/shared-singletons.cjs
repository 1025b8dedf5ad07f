// The packages every app shares as one instance (ARCHITECTURE.md, "Deployment units"). antd is the
// exception: shared, it could not be tree-shaken and its heavy parts would load with the shell (see
// docs/decisions/0002-antd-not-a-federation-singleton.md). A remote must
// keep working when the host is a minor version ahead or behind, so the range is the major version.
const path = require('node:path');

// react-router is shared as one instance through '@portal/shared/router' (covered by the prefix below),
// not by its own name: shared by name it cannot be tree-shaken (docs/decisions/0005-react-router.md).
const SINGLETONS = ['react', 'react-dom', 'dayjs'];

// Subpath imports (react/jsx-runtime, react-dom/client, @apollo/client/react, dayjs/locale/nl,
// antd/locale/nl_NL, @portal/shared/graphql ...) are shared through prefix keys ending in '/'.
const PREFIXED = ['react/', 'react-dom/', 'dayjs/', '@portal/shared/'];

/** `@portal/shared` subpaths that import antd (docs/decisions/0002-antd-not-a-federation-singleton.md). */
const ANTD_SUBPATHS = /^(ui|forms)(\/|$)/;

function installedVersion(appDir, name) {
  const manifest = require(require.resolve(`${name}/package.json`, { paths: [appDir, __dirname] }));
  return manifest.version;
}

function majorRange(version) {
  return `${version.split('.')[0]}.x`;
}

function sharedSingletons(appDir) {
  const shared = {};
  for (const name of [...SINGLETONS, ...PREFIXED]) {
    const packageName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    const version = installedVersion(appDir, packageName);
    shared[name] = { singleton: true, requiredVersion: majorRange(version), version };
    // The subpaths that render antd stay inside each app: antd is one instance per app, and a shared
    // copy from another remote's build would read that build's antd context (theme, locale), not this one's.
    if (name === '@portal/shared/') shared[name].exclude = { request: ANTD_SUBPATHS };
  }
  return shared;
}

module.exports = { sharedSingletons, SHARED_PACKAGE_DIR: path.resolve(__dirname, '..') };
