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

/**
 * The `gql` documents of a folder below the project's root, each with the file it is in. A `${...}`
 * inside a document interpolates a fragment, which is a `gql` document of its own in the folder: the
 * reference is dropped here and the fragment is found by name (`...Fields`).
 */
function documentsIn(folder) {
  return sourceFiles(join(ROOT, folder)).flatMap((path) =>
    [...readFileSync(path, 'utf8').matchAll(/gql`([^`]*)`/g)].map((match) => ({
      location: relative(ROOT, path),
      document: graphql.parse(match[1].replace(/\$\{[^}]*\}/g, '')),
    })),
  );
}

/** The names of the fragments a definition spreads, directly. */
function spreadNames(definition) {
  const names = new Set();
  graphql.visit(definition, { FragmentSpread: (node) => void names.add(node.name.value) });
  return names;
}

/** A definition with every fragment it needs (also through other fragments), as one text. */
function withFragments(definition, fragments) {
  const needed = new Map();
  const pending = [...spreadNames(definition)];
  while (pending.length > 0) {
    const name = pending.shift();
    if (needed.has(name) || !fragments.has(name)) continue;
    needed.set(name, fragments.get(name));
    pending.push(...spreadNames(fragments.get(name)));
  }
  return [definition, ...needed.values()].map((node) => graphql.print(node)).join('\n\n');
}

/** A folder's operations as text by operation name; asking for one that is not there throws. */
function operationsIn(folder) {
  const byName = new Map();
  const fragments = new Map();
  const definitions = documentsIn(folder).flatMap(({ document }) => document.definitions);
  for (const definition of definitions) {
    if (definition.kind === 'FragmentDefinition') fragments.set(definition.name.value, definition);
  }
  for (const definition of definitions) {
    if (definition.kind === 'OperationDefinition' && definition.name) {
      byName.set(definition.name.value, withFragments(definition, fragments));
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
