/**
 * One test for every client's GraphQL operations (issue 37): the host's shared documents and each
 * remote's `features/*\/api/` files, read as codegen reads them, valid against `api/schema.graphql`. A
 * remote added to remotes.json is checked without a test of its own; one without operations yet has
 * nothing to fail, instead of an `it.todo` that never can.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type DefinitionNode, type OperationDefinitionNode } from 'graphql';
import { schemaErrorsOf } from '../../testing/api-schema';
import remotes from '@portal/shared/remotes.json';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS reader codegen uses
const { ROOT, documentsIn, operationsIn } = require('../client-operations.cjs') as {
  ROOT: string;
  documentsIn: (folder: string) => Array<{ location: string; document: { definitions: DefinitionNode[] } }>;
  operationsIn: (folder: string) => Record<string, string>;
};

const FOLDERS = [
  'shared/src/graphql/operations',
  ...Object.values(remotes).map((remote) => `${remote.folder}/src/features`),
];

/** [folder, operation name, text with its fragments] of every operation in the folders that exist. */
function allOperations(): Array<[string, string, string]> {
  return FOLDERS.filter((folder) => existsSync(join(ROOT, folder))).flatMap((folder) => {
    const texts = operationsIn(folder);
    return documentsIn(folder)
      .flatMap(({ document }) => document.definitions)
      .filter(
        (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
      )
      .map((definition): [string, string, string] => {
        const name = definition.name?.value ?? '';
        return [folder, name, texts[name] ?? ''];
      });
  });
}

const operations = allOperations();

describe("every client's GraphQL operations", () => {
  it('are found in the host and in the remotes that have screens', () => {
    const folders = new Set(operations.map(([folder]) => folder));
    expect(folders).toContain('shared/src/graphql/operations');
    expect(folders).toContain('remote-account/src/features');
    expect(folders).toContain('remote-professional/src/features');
    // Every operation has a name: the api's tests and the early reads find them by it.
    expect(operations.filter(([, name]) => name === '')).toEqual([]);
  });

  it.each(operations)('%s: %s is valid against the api schema', (_folder, _name, text) => {
    expect(schemaErrorsOf(parse(text))).toEqual([]);
  });
});
