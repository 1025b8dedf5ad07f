import type { ApolloClient, OperationVariables } from '@apollo/client';

/**
 * Answers the host already holds for a screen's first reads (main.js asked for them beside the session,
 * decision 0020): the answer to the signed-in read with this operation name and variables, handed over
 * once; null when none is held. A promise that resolves to null means the held answer cannot be handed
 * over (its request failed or answered with an error): the read then goes to the network.
 */
export type HeldReads = (
  operationName: string,
  variables: OperationVariables,
) => Promise<{ data: unknown } | null> | null;

const heldReadsByClient = new WeakMap<ApolloClient, HeldReads>();

/**
 * The host offers its held answers for the reads a remote starts through its client (issue 8):
 * `startClientQuery` of @portal/shared/data then takes such an answer without the client's work on
 * the document (checks, transforms and printing: a long task on a phone while the screen waits) and
 * without the request the client would only have matched with the held answer anyway. Kept here, with
 * the client, so the host offers them without loading the data package the remotes use.
 */
export function offerHeldReads(client: ApolloClient, heldReads: HeldReads): void {
  heldReadsByClient.set(client, heldReads);
}

/** What the host offered for this client, if anything. */
export function heldReadsOf(client: ApolloClient): HeldReads | undefined {
  return heldReadsByClient.get(client);
}
