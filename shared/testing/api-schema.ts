import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildSchema, validate, type DocumentNode, type GraphQLSchema } from 'graphql';

let schema: GraphQLSchema | null = null;

/**
 * Checks a client operation against the api's printed schema (api/schema.graphql, kept in sync with
 * the server code by the api's own test). A field renamed on one side fails the other side's tests.
 */
export function schemaErrorsOf(document: DocumentNode): string[] {
  schema ??= buildSchema(readFileSync(resolve(__dirname, '../../api/schema.graphql'), 'utf8'));
  return validate(schema, document).map((error) => error.message);
}

/** Every GraphQL document a module exports (operations are one per file, STYLE.md). */
export function documentsOf(module: Record<string, unknown>): Array<[string, DocumentNode]> {
  return Object.entries(module).filter((entry): entry is [string, DocumentNode] => {
    const value = entry[1] as { kind?: unknown } | null;
    return typeof value === 'object' && value !== null && value.kind === 'Document';
  });
}

/** The documents of every `features/<feature>/api/*.ts` file below a folder (one operation per file). */
export function featureOperations(featuresDir: string): Array<[string, DocumentNode]> {
  const found: Array<[string, DocumentNode]> = [];
  if (!existsSync(featuresDir)) return found;
  for (const feature of readdirSync(featuresDir)) {
    const apiDir = join(featuresDir, feature, 'api');
    if (!existsSync(apiDir)) continue;
    for (const file of readdirSync(apiDir).filter((name) => /\.tsx?$/.test(name))) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- Jest loads the operation files it finds
      const module = require(join(apiDir, file)) as Record<string, unknown>;
      for (const [name, document] of documentsOf(module)) {
        // A fragment on its own is checked inside every operation that spreads it.
        if (document.definitions.some((definition) => definition.kind === 'OperationDefinition')) {
          found.push([`${feature}/${name}`, document]);
        }
      }
    }
  }
  return found;
}
