/**
 * The GraphQL operations the clients send, read from where they are written: `gql` documents in
 * shared and in each remote's `features/<feature>/api/` (plain templates, one operation per file).
 * Codegen types them; the api's tests send them by name, so the api is tested with the clients' own
 * documents and not with copies.
 */
const { readFileSync, readdirSync, statSync } = require('node:fs');
const { join, relative, resolve } = require('node:path');
const graphql = require('graphql');

const ROOT = resolve(__dirname, '../..');

function sourceFiles(folder) {
  return readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) return name === '__tests__' ? [] : sourceFiles(path);
      return /\.tsx?$/.test(name) ? [path] : [];
    });
}

/** The `gql` documents of a folder below the project's root, each with the file it is in. */
function documentsIn(folder) {
  return sourceFiles(join(ROOT, folder)).flatMap((path) =>
    [...readFileSync(path, 'utf8').matchAll(/gql`([^`]*)`/g)].map((match) => ({
      location: relative(ROOT, path),
      document: graphql.parse(match[1]),
    })),
  );
}

/** A folder's operations as text by operation name; asking for one that is not there throws. */
function operationsIn(folder) {
  const byName = new Map();
  for (const { document } of documentsIn(folder)) {
    for (const definition of document.definitions) {
      if (definition.kind === 'OperationDefinition' && definition.name) {
        byName.set(definition.name.value, graphql.print(definition));
      }
    }
  }
  return new Proxy(
    {},
    {
      get(_target, name) {
        if (typeof name !== 'string') return undefined;
        if (!byName.has(name)) throw new Error(`Operatie ${name} staat niet in ${folder}`);
        return byName.get(name);
      },
    },
  );
}

module.exports = { ROOT, documentsIn, operationsIn };
