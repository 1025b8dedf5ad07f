// Writes screen-chunks.json beside a remote's build: for each screen chunk (named `screen-<route>` in the
// remote's screens.ts) every JavaScript and CSS file its import loads, the libraries split off it
// included. The host's server reads it for the start plan (host/server/start-plan.mjs)
// and the page asks for those files at once, beside the remote's manifest and remoteEntry.js, instead of after
// the parcel has run and imported the screen: on a phone that is two or three round trips earlier
// (issue 8). The file names the current chunks, so it is revalidated like the manifest (no hash in its
// name); a remote without it (an older build) only loses the head start.

const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const graphql = require('graphql');
const ts = require('typescript');
const { addTypenameToDocument } = require('@apollo/client/utilities');
const { operationsIn } = require('./client-operations.cjs');
const { CONSUME_SHARED, blockGroups } = require('./federation-chunk-graph.cjs');
const { JsonAssetPlugin } = require('./json-asset-plugin.cjs');

const SCREEN_CHUNK = /^screen-/;
const FILE_NAME = 'screen-chunks.json';
/**
 * Beside the screens: for each screen, the files of this build's own copy of every shared module its
 * chunks consume, by share key. The host asks for those of the modules it does not offer itself (the
 * remote then runs its own copy), so they come with the screen instead of after it has run.
 */
const SHARED_FALLBACKS = 'shared-fallbacks';

/**
 * Beside them: for each route, the reads its screen does as it mounts (declared beside the remote's
 * screen map, src/app/screens.ts; its parcel starts them), each with its operation's text as Apollo sends
 * it and the route parameters that are its variables. The start plan has main.js send them beside
 * portalInitQuery (host/server/start-plan.mjs, decision 0020) and the held answers hand them over.
 */
const SCREEN_READS = 'screen-reads';

/**
 * Beside them: the files of each chunk group named `later-<name>` (a lazy import's webpackChunkName,
 * e.g. the registration wizard's later steps), for a screen to prefetch when the page is idle
 * (remote-professional/src/lib/prefetch-later.ts writes them as plain
 * `<link rel="prefetch">` elements, one a task; issue 42 replaced webpack's prefetch hints, which came
 * all at once in the chunk's task, decision 0025).
 */
const LATER = 'later';
const LATER_CHUNK = /^later-/;
const SCREENS_FILE = 'src/app/screens.ts';
/** The type of the first reads' declaration beside the screen map. */
const FIRST_READS_TYPE = 'ScreenFirstReads';
const PROJECT_ROOT = path.resolve(__dirname, '../..');

const scriptsAndStyles = (files) => [...new Set(files)].filter((file) => /\.(js|css)$/.test(file)).sort();
const filesOf = (chunks) => scriptsAndStyles(chunks.flatMap((chunk) => [...chunk.files]));
const byName = (entries) => Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));

/**
 * { shareKey: files } of the shared modules a chunk group consumes that have a copy in this build, and
 * of those that such a copy consumes in turn (this build's validation package consumes dayjs): each is
 * loaded before the screen runs, so the host asks for all of them at once rather than one after the
 * other (the host's own dayjs came a round trip after the validation package, issue 8).
 */
function fallbacksOf(compilation, group) {
  const { chunkGraph } = compilation;
  const fallbacks = new Map();
  const pending = [...group.chunks];
  const seen = new Set(pending);
  while (pending.length > 0) {
    const chunk = pending.shift();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== CONSUME_SHARED || fallbacks.has(module.options.shareKey)) continue;
      // A consumed module's own copy sits behind its async block (none for an eager one).
      const copies = blockGroups(chunkGraph, module).flatMap((fallback) => fallback.chunks);
      const files = filesOf(copies);
      if (files.length > 0) fallbacks.set(module.options.shareKey, files);
      for (const copy of copies) {
        if (seen.has(copy)) continue;
        seen.add(copy);
        pending.push(copy);
      }
    }
  }
  return byName([...fallbacks]);
}

/**
 * { route: [{ operation, params }] } as the app declares them beside its screen map
 * (src/app/screens.ts: the object typed `ScreenFirstReads` of @portal/shared/data, whose entries are a
 * query's document, [document, ...route parameters] or a list's { list, firstPage }); each document's operation name is read from
 * the module it is imported from. Read from the source, not run: the declaration imports the screens'
 * code. None for an app without a declaration.
 */
function declaredFirstReads(appDir) {
  const file = path.join(appDir, SCREENS_FILE);
  if (!existsSync(file)) return {};
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const importedFrom = new Map();
  let declaration;
  source.forEachChild((node) => {
    if (ts.isImportDeclaration(node) && node.importClause?.namedBindings?.elements) {
      for (const element of node.importClause.namedBindings.elements)
        importedFrom.set(element.name.text, node.moduleSpecifier.text);
    }
    if (!ts.isVariableStatement(node)) return;
    for (const variable of node.declarationList.declarations) {
      const type =
        variable.type && ts.isTypeReferenceNode(variable.type) ? variable.type.typeName.getText() : '';
      if (
        type === FIRST_READS_TYPE &&
        variable.initializer &&
        ts.isObjectLiteralExpression(variable.initializer)
      )
        declaration = variable.initializer;
    }
  });
  if (!declaration) return {};
  const operationOf = (identifier) => {
    const module = importedFrom.get(identifier);
    const text = module ? readFileSync(`${path.resolve(path.dirname(file), module)}.ts`, 'utf8') : '';
    const found = new RegExp(`const\\s+${identifier}\\b[\\s\\S]*?gql\\s*\x60\\s*query\\s+(\\w+)`).exec(text);
    if (!found) throw new Error(`${file}: de eerste lezing ${identifier} is geen query uit een eigen module`);
    return found[1];
  };
  return Object.fromEntries(
    declaration.properties.map((property) => [
      property.name.getText(),
      property.initializer.elements.map((element) => {
        if (ts.isObjectLiteralExpression(element)) return firstPageReadOf(file, element, operationOf);
        const [document, ...params] = ts.isArrayLiteralExpression(element) ? element.elements : [element];
        return { operation: operationOf(document.getText()), params: params.map((param) => param.text) };
      }),
    ]),
  );
}

/** A value written out in the declaration: a string, number, boolean or null. */
function literalOf(file, node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  throw new Error(`${file}: de variabele ${node.getText()} van een eerste pagina is geen letterlijke waarde`);
}

/** `{ list: DOCUMENT, firstPage: { ...variables } }`: a list's first page (FirstPageRead). */
function firstPageReadOf(file, element, operationOf) {
  const property = (name) =>
    element.properties.find((candidate) => candidate.name?.getText() === name)?.initializer;
  const list = property('list');
  const firstPage = property('firstPage');
  if (!list || !firstPage || !ts.isObjectLiteralExpression(firstPage))
    throw new Error(`${file}: een eerste pagina heeft list en firstPage: { ... }`);
  return {
    operation: operationOf(list.getText()),
    params: [],
    firstPage: Object.fromEntries(
      firstPage.properties.map((variable) => [
        variable.name.getText(),
        literalOf(file, variable.initializer),
      ]),
    ),
  };
}

/**
 * { route: [{ operationName, params, firstPage?, query }] } of an app's declared first reads (firstPage:
 * a list's first page, read only when the address has no search part): the query printed as
 * Apollo's client prints it (with `__typename` in every selection, fragments after the operation), so
 * main.js sends what the client would. None for an app without them.
 */
function screenReadsOf(appDir) {
  const list = declaredFirstReads(appDir);
  if (Object.keys(list).length === 0) return {};
  const operations = operationsIn(path.relative(PROJECT_ROOT, path.join(appDir, 'src')));
  return byName(
    Object.entries(list).map(([route, reads]) => [
      route,
      reads.map(({ operation, params, firstPage }) => ({
        operationName: operation,
        params,
        ...(firstPage ? { firstPage } : {}),
        query: graphql.print(addTypenameToDocument(graphql.parse(operations[operation]))),
      })),
    ]),
  );
}

/**
 * { 'screen-<route>': ['<file>.js', '<file>.css', ...], 'shared-fallbacks': { 'screen-<route>':
 * { shareKey: files } }, 'screen-reads': { route: reads }, later: { 'later-<name>': files } } of a
 * compilation.
 */
function screenChunks(compilation, appDir = compilation.compiler.context) {
  const screens = [];
  const fallbacks = [];
  const later = [];
  for (const group of compilation.chunkGroups) {
    if (group.name && LATER_CHUNK.test(group.name)) later.push([group.name, filesOf(group.chunks)]);
    if (!group.name || !SCREEN_CHUNK.test(group.name)) continue;
    screens.push([group.name, filesOf(group.chunks)]);
    fallbacks.push([group.name, fallbacksOf(compilation, group)]);
  }
  return {
    ...byName(screens),
    [SHARED_FALLBACKS]: byName(fallbacks),
    [SCREEN_READS]: screenReadsOf(appDir),
    [LATER]: byName(later),
  };
}

/** Writes screen-chunks.json into a remote's build. */
class ScreenChunksPlugin extends JsonAssetPlugin {
  constructor() {
    super(FILE_NAME, screenChunks);
  }
}

module.exports = {
  ScreenChunksPlugin,
  screenChunks,
  screenReadsOf,
  SCREEN_CHUNKS_FILE: FILE_NAME,
  SHARED_FALLBACKS,
  SCREEN_READS,
  LATER,
};
