import type { ApolloClient, DocumentNode, OperationVariables } from '@apollo/client';
import { heldReadsOf } from '@portal/shared/graphql';
import { endpointContext, type EndpointOptions } from './endpoint-context';
import { operationNameOf } from './operation-name';

/** What a read answers: Apollo's result, or a throw the hook turns into `failed`. */
export type ReadResult = Promise<{ data?: unknown; error?: unknown }>;

/**
 * A read started before its screen was there is handed over only this long after it began: the
 * screen's chunk normally arrives within a second or two; an answer older than this is not what a
 * screen opened now should show (SPEC section 7: no cache), so the screen then reads afresh.
 */
export const STARTED_READ_LIFETIME_MS = 15_000;

interface StartedRead {
  result: ReadResult;
  startedAt: number;
}

/** Started reads per client, then per document, by variables and endpoint. */
const startedReads = new WeakMap<ApolloClient, Map<DocumentNode, Map<string, StartedRead>>>();

/** The key the hook and the starter agree on: the variables as the hook serialises them, and the endpoint. */
export function readKey(variablesKey: string, isPublic: boolean): string {
  return `${isPublic ? 'public' : 'portal'} ${variablesKey}`;
}

/** The one way the portal reads: from the network, never from Apollo's cache (SPEC section 7). */
export function sendRead(
  client: ApolloClient,
  query: DocumentNode,
  variables: OperationVariables,
  isPublic: boolean,
): ReadResult {
  return client.query({ query, variables, fetchPolicy: 'no-cache', context: endpointContext(isPublic) });
}

/** The held answer to this read if the host has one, or the read from the network. */
function heldOrSent(
  client: ApolloClient,
  query: DocumentNode,
  variables: OperationVariables,
  isPublic: boolean,
): ReadResult {
  const operationName = isPublic ? undefined : operationNameOf(query);
  const held = operationName ? heldReadsOf(client)?.(operationName, variables) : null;
  return held
    ? held.then((answer) => answer ?? sendRead(client, query, variables, isPublic))
    : sendRead(client, query, variables, isPublic);
}

/**
 * Starts a read a screen is about to do, before the screen's code has arrived (a remote's parcel does
 * this as it mounts): the screen's `useClientQuery` with the same document, variables and endpoint
 * takes the running request on its first load instead of sending a second one. Starting the same read
 * again replaces the earlier one. An answer the host holds for it (`offerHeldReads` of
 * @portal/shared/graphql) is taken instead of a request.
 */
export function startClientQuery(
  client: ApolloClient,
  query: DocumentNode,
  variables: OperationVariables,
  { isPublic = false }: EndpointOptions = {},
): void {
  const result = heldOrSent(client, query, variables, isPublic);
  // Nobody may take it: a failure is the screen's to show when it does, not an unhandled rejection.
  result.catch(() => undefined);
  let byDocument = startedReads.get(client);
  if (!byDocument) startedReads.set(client, (byDocument = new Map()));
  let byKey = byDocument.get(query);
  if (!byKey) byDocument.set(query, (byKey = new Map()));
  byKey.set(readKey(JSON.stringify(variables), isPublic), { result, startedAt: Date.now() });
}

/**
 * The started read for this document, variables and endpoint, if one began recently; it is handed
 * over once: a refetch (a retry after a failure) always goes to the network.
 */
export function takeStartedRead(client: ApolloClient, query: DocumentNode, key: string): ReadResult | null {
  const byKey = startedReads.get(client)?.get(query);
  const started = byKey?.get(key);
  if (!byKey || !started) return null;
  byKey.delete(key);
  return Date.now() - started.startedAt <= STARTED_READ_LIFETIME_MS ? started.result : null;
}
