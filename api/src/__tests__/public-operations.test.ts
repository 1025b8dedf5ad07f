import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { PUBLIC_OPERATION_NAMES } from '@portal/shared/options';
import * as hostOperations from '@portal/shared/operations';
import { schema } from '../schema';

function rootFieldsOf(document: DocumentNode): {
  name: string;
  kind: 'query' | 'mutation';
  fields: string[];
} {
  const operation = document.definitions.find(
    (node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION,
  )!;
  return {
    name: operation.name?.value ?? '',
    kind: operation.operation === 'mutation' ? 'mutation' : 'query',
    fields: operation.selectionSet.selections.flatMap((selection) =>
      selection.kind === Kind.FIELD ? [selection.name.value] : [],
    ),
  };
}

const isPublic = (kind: 'query' | 'mutation', field: string) => {
  const type = kind === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  return type?.getFields()[field]?.extensions?.public === true;
};

describe('the public operation list shared with the client', () => {
  const documents = Object.values(hostOperations).filter(
    (value): value is DocumentNode => typeof value === 'object' && value !== null && 'kind' in value,
  );

  it('names only operations whose fields the public endpoint serves', () => {
    for (const document of documents) {
      const operation = rootFieldsOf(document);
      const publicFields = operation.fields.every((field) => isPublic(operation.kind, field));
      expect({ operation: operation.name, public: publicFields }).toEqual({
        operation: operation.name,
        public: PUBLIC_OPERATION_NAMES.has(operation.name),
      });
    }
  });

  it('names a public api field for every public account operation (field named as the operation)', () => {
    const fields = [...PUBLIC_OPERATION_NAMES].filter((name) => name !== 'portalInitQuery');
    const missing = fields.filter((name) => !isPublic('mutation', name) && !isPublic('query', name));
    expect(missing).toEqual([]);
  });
});
