// The shared packages import each other by their own names (@portal/shared-<name>, a workspace
// dependency each: docs/decisions/0033-shared-packages-as-a-tree.md), the apps by the umbrella's entry
// points (@portal/shared/<entry>). Module Federation shares a module by the request a build sees, so
// a build sends every import of a shared package by its own name to the entry point that holds the same
// file: the graphql package's `@portal/shared-options` then gets the one `@portal/shared/options` of the
// share scope, not a bundled copy of its own. Node, Jest and TypeScript need nothing: the workspace
// links lead to the same files.
const path = require('node:path');
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const webpack = require('webpack');
const { SHARED_PACKAGE_DIR } = require('./shared-modules.cjs');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const PACKAGE_REQUEST = /^@portal\/shared-[a-z-]+(\/.+)?$/;

/** Every shared package's own folder under src/ with its package.json. */
function sharedPackages() {
  const src = path.join(SHARED_PACKAGE_DIR, 'src');
  return readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(src, entry.name, 'package.json')))
    .map((entry) => ({
      dir: path.join(src, entry.name),
      manifest: readJson(path.join(src, entry.name, 'package.json')),
    }));
}

/**
 * `@portal/shared-<name>[/<subpath>]` → the `@portal/shared/<entry>` that exports the same file. A
 * package export without such an entry point is an error: it would not be shared.
 * @returns {Map<string, string>}
 */
function packageImports() {
  const umbrella = readJson(path.join(SHARED_PACKAGE_DIR, 'package.json'));
  const entryByFile = new Map(
    Object.entries(umbrella.exports)
      .filter(([, target]) => typeof target === 'string')
      .map(([subpath, target]) => [
        path.join(SHARED_PACKAGE_DIR, target),
        `@portal/shared/${subpath.slice(2)}`,
      ]),
  );
  const imports = new Map();
  for (const { dir, manifest } of sharedPackages()) {
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      const request = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`;
      const entry = entryByFile.get(path.join(dir, target));
      if (!entry) throw new Error(`${request}: geen entry point van @portal/shared exporteert ${target}`);
      imports.set(request, entry);
    }
  }
  return imports;
}

/** The plugin that sends those imports to the umbrella's entry points, resolved from the umbrella. */
function packageImportsToEntryPoints() {
  const imports = packageImports();
  return new webpack.NormalModuleReplacementPlugin(PACKAGE_REQUEST, (resource) => {
    const entry = imports.get(resource.request);
    if (!entry) return;
    resource.request = entry;
    // Resolved from the umbrella package (its own name): the importing package depends on the other
    // package only, not on @portal/shared.
    resource.context = SHARED_PACKAGE_DIR;
  });
}

module.exports = { packageImports, packageImportsToEntryPoints, sharedPackages };
