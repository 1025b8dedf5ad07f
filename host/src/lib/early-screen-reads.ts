// Issue 8: the opened screen's first reads (the overview's data, the wizard's application and choices)
// left once the host's start-up had run, the parcel had mounted and Apollo had batched them: on a
// phone the last round trip before the screen's first paint. main.js now sends them itself, as soon as
// the remote's screen-chunks.json names them (written at build time from the remote's
// screen-reads.json: shared/build/screen-chunks-plugin.cjs), beside portalInitQuery; the host's client
// takes their answers when the parcel asks for the same reads. Why, and the rules that keep an answer
// from reaching another request or another session: docs/decisions/0020-early-screen-reads.md. Part of
// main.js: it imports nothing shared at run time.
import { earlyRequestHeaders, portalInitRequest, urlOf, type PortalInitRequest } from './early-portal-init';
import { pageConfig } from '../config/page-config';

/** Its key in screen-chunks.json. */
const SCREEN_READS = 'screen-reads';
/** Relative to qoreGraphqlUrl: the batched, signed-in endpoint (derivePortalEndpoints' portalBatch). */
const PORTAL_BATCH_PATH = '/portal/batch';
/** The batched endpoints: every other address is a mutation's (the client batches queries only). */
const BATCH_PATHS = ['/portal/batch', '/portal_public/batch'];
/** As long as a read the parcel starts may be handed to its screen (STARTED_READ_LIFETIME_MS). */
export const EARLY_READS_LIFETIME_MS = 15_000;

/** One read as the client sends it in a batch (its extensions aside). */
export interface EarlyOperation {
  operationName: string;
  variables: Record<string, string>;
  query: string;
}

interface EarlyBatch {
  url: string;
  operations: EarlyOperation[];
  /** The answer per operation, in the order sent; null when there is none to hand over. */
  results: Promise<unknown[] | null>;
  startedAt: number;
  /** The operations already handed over, by index. */
  taken: Set<number>;
}

/** The reads sent early, until the client takes them or they may no longer be handed over. */
let early: EarlyBatch | null = null;

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The reads a list names for a route with these parameters, in its order; one that needs a parameter
 * the address lacks is left out, as the parcel leaves it out. Nothing on anything malformed.
 */
export function earlyOperationsOf(
  list: unknown,
  routeName: string,
  params: Readonly<Record<string, string>>,
): EarlyOperation[] {
  const all =
    typeof list === 'object' && list !== null ? (list as Record<string, unknown>)[SCREEN_READS] : null;
  const reads = typeof all === 'object' && all !== null ? (all as Record<string, unknown>)[routeName] : null;
  if (!Array.isArray(reads)) return [];
  return reads.flatMap((read: unknown) => {
    const { operationName, params: names, query } = (read ?? {}) as Record<string, unknown>;
    if (typeof operationName !== 'string' || typeof query !== 'string' || !isStringArray(names)) return [];
    if (names.some((name) => !params[name])) return [];
    return [
      { operationName, query, variables: Object.fromEntries(names.map((name) => [name, params[name]!])) },
    ];
  });
}

/** Variables compared whatever the order of their keys (the client's and ours are flat objects). */
const variablesKey = (variables: unknown): string =>
  typeof variables === 'object' && variables !== null
    ? JSON.stringify(variables, Object.keys(variables).sort())
    : JSON.stringify(variables ?? {});

const sameOperation = (sent: EarlyOperation, asked: Record<string, unknown>): boolean =>
  sent.operationName === asked.operationName &&
  sent.query === asked.query &&
  variablesKey(sent.variables) === variablesKey(asked.variables);

/**
 * Only an answer without errors is handed over: an error (no session, say) is the client's to get for
 * itself, in its own session, with its own error handling.
 */
function cleanResults(answer: unknown, count: number): unknown[] | null {
  if (!Array.isArray(answer) || answer.length !== count) return null;
  const clean = answer.every(
    (result) => typeof result === 'object' && result !== null && !('errors' in result) && 'data' in result,
  );
  return clean ? answer : null;
}

interface SendEarlyScreenReadsOptions {
  list: unknown;
  routeName: string;
  params: Readonly<Record<string, string>>;
  config?: { qoreGraphqlUrl?: string | null; release?: string | null };
  request?: PortalInitRequest;
  cookies?: string;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/**
 * Sends the route's first reads in one batch, as the client would (its address, headers and
 * credentials); nothing when the list names none or there is no GraphQL address.
 */
export function sendEarlyScreenReads({
  list,
  routeName,
  params,
  config = pageConfig(),
  request = portalInitRequest(),
  cookies = document.cookie,
  fetchImpl = (...args) => globalThis.fetch(...args),
  now = Date.now,
}: SendEarlyScreenReadsOptions): void {
  const operations = earlyOperationsOf(list, routeName, params);
  if (operations.length === 0 || !config?.qoreGraphqlUrl) return;
  const url = `${config.qoreGraphqlUrl.replace(/\/+$/, '')}${PORTAL_BATCH_PATH}`;
  const results = fetchImpl(url, {
    method: 'POST',
    headers: earlyRequestHeaders(request, config, cookies),
    body: JSON.stringify(operations),
    credentials: 'include',
  })
    .then(async (response) => (response.ok ? cleanResults(await response.json(), operations.length) : null))
    .catch(() => null);
  early = { url, operations, results, startedAt: now(), taken: new Set() };
}

/** The batch sent early while its answers may still be handed over; a lapsed one is dropped. */
function liveBatch(now: () => number): EarlyBatch | null {
  if (early && now() - early.startedAt > EARLY_READS_LIFETIME_MS) early = null;
  return early;
}

/** Each read is handed over once; the batch goes once all of them have been. */
function markTaken(batch: EarlyBatch, indexes: readonly number[]): void {
  for (const index of indexes) batch.taken.add(index);
  if (batch.taken.size === batch.operations.length) early = null;
}

/**
 * The early answers for a request of the client, when every read it asks is one sent early and not
 * taken yet (each is handed over once); null otherwise. A request to any other address than the
 * batched ones (a mutation: signing in or out among them) drops them all, so an answer never reaches
 * a later session.
 */
function takeEarlyReads(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  now: () => number,
): Promise<Response | null> | null {
  const url = urlOf(input);
  if (!BATCH_PATHS.some((path) => url.endsWith(path))) {
    early = null;
    return null;
  }
  const batch = liveBatch(now);
  if (!batch || url !== batch.url || typeof init?.body !== 'string' || init.signal?.aborted) return null;
  let asked: unknown;
  try {
    asked = JSON.parse(init.body);
  } catch {
    return null;
  }
  if (!Array.isArray(asked) || asked.length === 0) return null;
  // Each asked read's index in the batch sent, in the order asked.
  const indexes: number[] = [];
  for (const operation of asked as Array<Record<string, unknown>>) {
    const index = batch.operations.findIndex(
      (sent, at) => !batch.taken.has(at) && !indexes.includes(at) && sameOperation(sent, operation),
    );
    if (index < 0) return null;
    indexes.push(index);
  }
  markTaken(batch, indexes);
  return batch.results.then((results) =>
    results
      ? new Response(JSON.stringify(indexes.map((index) => results[index])), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        })
      : null,
  );
}

/**
 * The early answer to one read the parcel starts, by its operation name and variables, without the
 * client (`offerHeldReads` of @portal/shared/graphql, asked by `startClientQuery`; issue 8: the
 * client's checks, transforms and printing of the documents were a long task before the screen's
 * first paint). Handed over once, within the same lifetime as through the client; null when no such
 * read was sent early or it was taken already. Its promise resolves to null when the answer cannot be
 * handed over (failed, or with an error): the read then goes out through the client. The query text
 * is not compared here (reading it would mean printing the document): the list main.js sent comes
 * from the same build of the remote as the parcel asking, and an operation's name is unique in the
 * portal.
 */
export function takeEarlyRead(
  operationName: string,
  variables: Readonly<Record<string, unknown>>,
  now: () => number = Date.now,
): Promise<{ data: unknown } | null> | null {
  const batch = liveBatch(now);
  if (!batch) return null;
  const index = batch.operations.findIndex(
    (sent, at) =>
      !batch.taken.has(at) &&
      sent.operationName === operationName &&
      variablesKey(sent.variables) === variablesKey(variables),
  );
  if (index < 0) return null;
  markTaken(batch, [index]);
  return batch.results.then((results) =>
    results ? { data: (results[index] as { data: unknown }).data } : null,
  );
}

/**
 * The fetch for createPortalClient: a batch of reads sent early gets their answers; when those cannot
 * be handed over (the early request failed, or answered with an error) the request goes out as it
 * would have, so the client's retry and error handling are unchanged.
 */
export function withEarlyScreenReads(fetchImpl: typeof fetch, now: () => number = Date.now): typeof fetch {
  return (input, init) => {
    const answer = takeEarlyReads(input, init, now);
    return answer ? answer.then((response) => response ?? fetchImpl(input, init)) : fetchImpl(input, init);
  };
}
