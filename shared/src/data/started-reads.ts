import type { ApolloClient, DocumentNode, OperationVariables } from '@apollo/client';
import { holdRead, takeRead, type ReadAnswer } from '@portal/shared/held-answers';
import { endpointContext, type EndpointOptions } from './endpoint-context';
import { operationNameOf } from './operation-name';

/** What a read answers: Apollo's result, or a throw the hook turns into `failed`. */
export type ReadResult = Promise<ReadAnswer>;

/** The one way the portal reads: from the network, never from Apollo's cache (SPEC section 7). */
export function sendRead(
  client: ApolloClient,
  query: DocumentNode,
  variables: OperationVariables,
  isPublic: boolean,
): ReadResult {
  return client.query({ query, variables, fetchPolicy: 'no-cache', context: endpointContext(isPublic) });
}

const endpointOf = (isPublic: boolean) => (isPublic ? 'public' : 'portal');

/**
 * The held answer to this read (@portal/shared/held-answers: main.js's or a parcel's), once, or the
 * read from the network. Held answers are taken without the client's work on the document (checks,
 * transforms and printing: a long task on a phone while the screen waits).
 */
export function heldOrSent(
  client: ApolloClient,
  query: DocumentNode,
  variables: OperationVariables,
  isPublic: boolean,
  started = true,
): ReadResult {
  const operationName = operationNameOf(query);
  const held = operationName ? takeRead(endpointOf(isPublic), operationName, variables, { started }) : null;
  return held
    ? held.then((answer) => answer ?? sendRead(client, query, variables, isPublic))
    : sendRead(client, query, variables, isPublic);
}

/**
 * Starts a read a screen is about to do, before the screen's code has arrived (a remote's parcel does
 * this as it mounts): the screen's `useClientQuery` with the same document, variables and endpoint
 * takes it on its first load instead of sending a second one. Starting the same read again replaces
 * the earlier one, with a new request. An answer main.js holds for it is taken instead of a request.
 */
export function startClientQuery(
  client: ApolloClient,
  query: DocumentNode,
  variables: OperationVariables,
  { isPublic = false }: EndpointOptions = {},
): void {
  const operationName = operationNameOf(query);
  if (!operationName) return;
  const read = heldOrSent(client, query, variables, isPublic, false);
  holdRead(endpointOf(isPublic), operationName, variables, read);
}
