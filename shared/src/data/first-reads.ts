import type { ApolloClient, DocumentNode, OperationVariables } from '@apollo/client';
import type { RemoteParcelModule, RemoteScreenProps } from '@portal/shared-contract';
import { holdRead, operationNameOf, takeRead, type ReadAnswer } from '@portal/shared-held-answers';
import type { RouteName } from '@portal/shared-routes';
import { endpointContext, type EndpointOptions } from './endpoint-context';

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

/** A variable's value written out in the declaration (the build reads it from the source). */
type LiteralValue = string | number | boolean | null;

/**
 * A list screen's read of its first page: `firstPage` holds the variables its read has when the
 * address has no search part. An address with one (a search, filter, sort or page) names other
 * variables, so then neither main.js nor the parcel starts it and the screen reads for itself.
 */
export interface FirstPageRead {
  readonly list: DocumentNode;
  readonly firstPage: Readonly<Record<string, LiteralValue>>;
}

/**
 * A read a screen does on its first render: a query's document, or [document, ...route parameters]
 * when its variables are route parameters (one variable per parameter, same name; without one of
 * those parameters the screen does not do it), or a list's first page.
 */
export type FirstRead = DocumentNode | readonly [DocumentNode, ...string[]] | FirstPageRead;

/**
 * The reads each screen does first, by route, declared beside a remote's screen map (src/app/screens.ts,
 * typed with this name: the build reads the declaration from there and writes each read, with its
 * operation's text, into screen-chunks.json for main.js to send, decision 0020). Only reads the screen
 * does as it mounts: a read listed that the screen no longer does costs one request, a missing one only
 * the head start.
 */
export type ScreenFirstReads = Partial<Record<RouteName, readonly FirstRead[]>>;

/**
 * A screen's first reads for these route parameters and the address's search part (its entries, as
 * RemoteScreenProps' `query`): documents and variables.
 */
export function firstReadsOf(
  reads: ScreenFirstReads,
  screen: RouteName,
  params: Readonly<Record<string, string | undefined>>,
  search: Readonly<Record<string, string>> = {},
): Array<{ query: DocumentNode; variables: OperationVariables }> {
  return (reads[screen] ?? []).flatMap((read) => {
    if ('firstPage' in read) {
      return Object.keys(search).length > 0 ? [] : [{ query: read.list, variables: { ...read.firstPage } }];
    }
    const [query, ...names] = Array.isArray(read) ? read : [read as DocumentNode];
    if (names.some((name) => !params[name])) return [];
    return [{ query, variables: Object.fromEntries(names.map((name) => [name, params[name]])) }];
  });
}

function startFirstReads(
  reads: ScreenFirstReads,
  { screen, params, query: search, client }: RemoteScreenProps,
): void {
  for (const { query, variables } of firstReadsOf(reads, screen, params, search))
    startClientQuery(client as ApolloClient, query, variables);
}

/**
 * A remote's parcel (createRemoteParcel of @portal/shared/remote) that starts its screens' first reads
 * as it mounts, before rendering, so they run while the screen's chunk loads instead of after it
 * (decision 0013); the screens' hooks take them. Only a move to another screen starts reads again: that
 * screen mounts and reads afresh; a new step or session on the same screen reads nothing by itself.
 */
export function withFirstReads(parcel: RemoteParcelModule, reads: ScreenFirstReads): RemoteParcelModule {
  let shownScreen: string | null = null;
  return {
    ...parcel,
    mount: (props) => {
      shownScreen = props.screen;
      startFirstReads(reads, props);
      return parcel.mount(props);
    },
    update: (props) => {
      if (props.screen !== shownScreen) {
        shownScreen = props.screen;
        startFirstReads(reads, props);
      }
      return parcel.update!(props);
    },
    unmount: (props) => {
      shownScreen = null;
      return parcel.unmount(props);
    },
  };
}
