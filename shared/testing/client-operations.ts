/**
 * The clients' GraphQL operations as text by operation name, read from the package that owns them
 * (`remote-account/src/features`, ...): the api's tests send these, never copies. An operation that
 * is renamed or removed on the client fails the api's tests that still use it.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS reader codegen uses too
const { operationsIn } = require('../build/client-operations.cjs') as {
  operationsIn: (folder: string) => Record<string, string>;
};

export type ClientOperationFolder =
  | 'shared/src/graphql/operations'
  | 'shared/src/organisation/api'
  | 'remote-account/src/features'
  | 'remote-professional/src/features'
  | 'remote-employer/src/features';

/** `clientOperations(folder)(name)`: the operation's text; an unknown name throws. */
export function clientOperations(folder: ClientOperationFolder): (name: string) => string {
  const operations = operationsIn(folder);
  return (name) => operations[name] as string;
}
