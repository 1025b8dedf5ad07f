import type { DocumentNode } from '@apollo/client';

/**
 * The name of a document's operation, '' for an anonymous one: what the host's held answers and the
 * test's fake client are keyed by. Read from the document itself; printing it would cost a long task.
 */
export const operationNameOf = (document: DocumentNode): string =>
  document.definitions.find((definition) => definition.kind === 'OperationDefinition')?.name?.value ?? '';
