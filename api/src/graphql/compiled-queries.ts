/**
 * Queries the portal sends again and again run as compiled functions (graphql-jit, decision 0024):
 * graphql-js walks the document for every request (collecting fields, a promise per field), which
 * was the largest part of a signed-in `portalInitQuery` once its reads were batched (issue 8).
 *
 * Only what is safe and worth it is compiled:
 * - queries, not mutations: a mutation is rarely repeated, and its order of fields matters;
 * - documents with one operation: a compiled document stands for that operation only;
 * - documents **without string literals**: graphql-jit writes argument literals into the generated
 *   code (JSON text in which fixed marker strings for Infinity, NaN and dates are then replaced by
 *   code), so a string carrying the date marker would leave its quotes and run. Strings from clients
 *   reach a compiled query only as variables, which it reads at run time (decision 0024);
 * - a document on its `runsBeforeCompiling`th run: compiling costs about ten validations, so a stream
 *   of one-off documents must not buy a compile each. Yoga's parser cache hands out one document
 *   object per query text, so the count (and the compiled function) lives as long as that entry.
 * A document that graphql-jit cannot compile keeps running through graphql-js.
 */
import {
  BREAK,
  Kind,
  visit,
  type DocumentNode,
  type ExecutionArgs,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../context';

interface DocumentRuns {
  /** The document's one operation if it is a query; null: never compiled (a mutation, or several). */
  operation: OperationDefinitionNode | null;
  runs: number;
  /** undefined: not compiled yet; null: not compilable, graphql-js runs it. */
  compiled?: CompiledQuery | null;
}

function onlyQuery(document: DocumentNode): OperationDefinitionNode | null {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const [only] = operations;
  return operations.length === 1 && only?.operation === 'query' ? only : null;
}

/** Whether any string is written in the document itself (an argument, a default, a directive's). */
function hasStringLiteral(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    StringValue() {
      found = true;
      return BREAK;
    },
  });
  return found;
}

/**
 * `runsBeforeCompiling` 0: never compile (every operation through graphql-js). `compile` is
 * graphql-jit's own; its tests count the calls.
 */
export function compiledQueriesPlugin(
  runsBeforeCompiling: number,
  compile: typeof compileQuery = compileQuery,
): Plugin<GraphQLContext> {
  const byDocument = new WeakMap<DocumentNode, DocumentRuns>();

  function compiledFor(args: ExecutionArgs): CompiledQuery | null {
    let entry = byDocument.get(args.document);
    if (!entry) byDocument.set(args.document, (entry = { operation: onlyQuery(args.document), runs: 0 }));
    const { operation } = entry;
    // A name that is not the document's one operation is graphql-js's to refuse.
    if (!operation || (args.operationName != null && args.operationName !== operation.name?.value))
      return null;
    entry.runs += 1;
    if (entry.compiled === undefined && entry.runs >= runsBeforeCompiling) {
      if (hasStringLiteral(args.document)) return (entry.compiled = null);
      const result = compile(args.schema, args.document, operation.name?.value);
      entry.compiled = isCompiledQuery(result) ? result : null;
    }
    return entry.compiled ?? null;
  }

  if (runsBeforeCompiling <= 0) return {};
  return {
    onExecute({ args, setExecuteFn }) {
      const compiled = compiledFor(args);
      if (compiled) {
        setExecuteFn((run) => compiled.query(run.rootValue, run.contextValue, run.variableValues));
      }
    },
  };
}
