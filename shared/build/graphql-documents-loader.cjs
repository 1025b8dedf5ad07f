/**
 * Webpack loader: every `gql` document of the portal's own code is parsed at build time and reaches the
 * browser as its syntax tree (`JSON.parse` of the tree, which V8 reads faster than an object literal),
 * so no GraphQL parser ships or runs at start-up: the parser and graphql-tag were about 8 KB gzip of
 * the login route's first load, and every remote parsed its documents while its modules evaluated
 * (docs/performance.md).
 *
 * The documents are plain templates, one per `gql` (as shared/build/client-operations.cjs reads them
 * for codegen and the api's tests); a `${...}` names a fragment document, which is appended at run
 * time by a small helper (graphql-documents-runtime.ts), as graphql-tag would. The tree is
 * graphql-tag's without locations (nothing in Apollo reads them). With `gql` no longer called, the
 * TypeScript compiler drops its import. Tests (jest, tsx) still run graphql-tag itself.
 */
const path = require('node:path');
const { parse } = require('graphql');

const RUNTIME = path.join(__dirname, 'graphql-documents-runtime.ts');
const HELPER = '__portalGqlWithFragments';
const DOCUMENT = /\bgql`([^`]*)`/g;
const INTERPOLATION = /\$\{([^}]*)\}/g;

/** The document without its fragment interpolations, parsed as graphql-tag parses it, minus locations. */
function documentTree(text) {
  const document = parse(text.replace(INTERPOLATION, ''), { noLocation: true });
  // graphql-tag keeps one copy of a fragment a template names twice.
  const seen = new Set();
  const definitions = document.definitions.filter((definition) => {
    if (definition.kind !== 'FragmentDefinition') return true;
    const key = JSON.stringify(definition);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { ...document, definitions };
}

/** A string literal of the tree's JSON, for `JSON.parse`. */
const jsonLiteral = (tree) => JSON.stringify(JSON.stringify(tree));

/**
 * The module's source with each `gql` template replaced by its tree.
 * @param {string} source
 * @param {string} [resourcePath] for the error message
 */
function compileDocuments(source, resourcePath = 'onbekend bestand') {
  if (!source.includes('gql`')) return source;
  let needsHelper = false;
  const compiled = source.replace(DOCUMENT, (_match, text) => {
    let tree;
    try {
      tree = documentTree(text);
    } catch (error) {
      throw new Error(`GraphQL-document in ${resourcePath} is ongeldig: ${error.message}`);
    }
    const fragments = [...text.matchAll(INTERPOLATION)].map((match) => match[1].trim());
    if (fragments.length === 0) return `JSON.parse(${jsonLiteral(tree)})`;
    needsHelper = true;
    return `${HELPER}(JSON.parse(${jsonLiteral(tree)}), [${fragments.join(', ')}])`;
  });
  if (!needsHelper) return compiled;
  return `import { withFragments as ${HELPER} } from ${JSON.stringify(RUNTIME)};\n${compiled}`;
}

/** @this {import('webpack').LoaderContext<unknown>} */
function graphqlDocumentsLoader(source) {
  return compileDocuments(source, this.resourcePath);
}

module.exports = graphqlDocumentsLoader;
module.exports.compileDocuments = compileDocuments;
