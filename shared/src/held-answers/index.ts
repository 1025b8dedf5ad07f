// The one store of held answers (issue 42): an answer to a read that a screen or the session is about
// to ask for, asked before they were there, handed to the first one that asks the same read. Keyed by
// endpoint, operation name and variables; one lifetime. Filled by main.js (the session's
// portalInitQuery and the opened screen's first reads, sent beside the host's start-up chunks:
// decisions 0012 and 0020) and by a remote's parcel as it mounts (`startClientQuery`, decision 0013);
// emptied by the client's first request for the same read (`withHeldAnswers`), by the session's first
// read (`takeEarlySession`), or by the screen's first load (`useClientQuery`).
//
// A package of its own (@portal/shared-held-answers), not shared through Module Federation and importing
// nothing at run time: main.js holds it before any shared module
// has loaded, and the host's copies of @portal/shared/data (which every parcel runs) import this same
// module of the host's build, so they see what main.js holds. A remote running its own copy of the data
// package holds its own answers only.

/**
 * How long after it was asked an answer may be handed over: a screen's chunk normally arrives within a
 * second or two; an answer older than this is not what a screen opened now should show (SPEC section
 * 7: no cache), so the read then goes out afresh.
 */
export const HELD_ANSWER_LIFETIME_MS = 15_000;

/** The two GraphQL endpoints a read goes to: the signed-in one and the public one. */
export type Endpoint = 'portal' | 'public';

/** What a read answers at the client's level: Apollo's result (data and/or error). */
export interface ReadAnswer {
  data?: unknown;
  error?: unknown;
}

/** One operation's answer as it came over the network. */
interface WireAnswer {
  status: number;
  /** Its result in a batch's answer. */
  result?: unknown;
  /** The whole answer's text, when it was not a batch's (only for a batch of one). */
  text?: string;
}

interface Held {
  startedAt: number;
  /** Asked over the network by main.js; null when it cannot be handed over. */
  wire?: Promise<WireAnswer | null>;
  /** Asked through the client by a parcel. */
  read?: Promise<ReadAnswer>;
}

const held = new Map<string, Held>();

/** Variables compared whatever the order of their keys (flat objects). */
const variablesKey = (variables: unknown): string =>
  typeof variables === 'object' && variables !== null
    ? JSON.stringify(variables, Object.keys(variables).sort())
    : '{}';

const keyOf = (endpoint: Endpoint, operationName: string, variables: unknown): string =>
  `${endpoint} ${operationName} ${variablesKey(variables)}`;

/** Drops everything held (a mutation was sent: signing in or out among them). */
export function dropHeldAnswers(): void {
  held.clear();
}

function takeEntry(key: string, now: number): Held | null {
  const entry = held.get(key);
  held.delete(key);
  return entry && now - entry.startedAt <= HELD_ANSWER_LIFETIME_MS ? entry : null;
}

/** A plain result: data and no errors. */
const isClean = (result: unknown): result is { data: unknown } =>
  typeof result === 'object' && result !== null && !('errors' in result) && 'data' in result;

/**
 * Holds a read a parcel started through the client, for the screen's first load; replaces one held
 * for the same read.
 */
export function holdRead(
  endpoint: Endpoint,
  operationName: string,
  variables: unknown,
  read: Promise<ReadAnswer>,
  now = Date.now(),
): void {
  // Nobody may take it: a failure is the screen's to show when it does, not an unhandled rejection.
  read.catch(() => undefined);
  held.set(keyOf(endpoint, operationName, variables), { startedAt: now, read });
}

/**
 * The held answer to this read, once, at the client's level; null when none is held. A promise that
 * resolves to null means it cannot be handed over (its request failed or answered with an error): the
 * read then goes out itself. `started: false` takes only what main.js asked for: a parcel starting a
 * read again (the screen opened anew) reads afresh.
 */
export function takeRead(
  endpoint: Endpoint,
  operationName: string,
  variables: unknown,
  { started = true, now = Date.now() }: { started?: boolean; now?: number } = {},
): Promise<ReadAnswer | null> | null {
  const entry = takeEntry(keyOf(endpoint, operationName, variables), now);
  if (!entry || (entry.read && !started)) return null;
  if (entry.read) return entry.read;
  return entry.wire!.then((answer) =>
    answer && answer.status < 300 && isClean(answer.result) ? { data: answer.result.data } : null,
  );
}

/** One operation of a batch as the client sends it (its extensions and query text aside). */
export interface HeldOperation {
  operationName: string;
  variables: Readonly<Record<string, unknown>>;
}

interface SendHeldOptions {
  url: string;
  endpoint: Endpoint;
  operations: readonly HeldOperation[];
  headers: Record<string, string>;
  /** The request's body: the operations as the client would send them (with their query text). */
  body: string;
  /**
   * Whether an answer with an error (status or GraphQL errors) is handed over too: the session's is,
   * so the client's error handling applies to it exactly as to its own request; a screen's read is not,
   * so the client asks for it in its own session.
   */
  keepErrors: boolean;
  fetchImpl: typeof fetch;
  now?: number;
}

async function wireAnswers(
  response: Response,
  count: number,
  keepErrors: boolean,
): Promise<WireAnswer[] | null> {
  if (!response.ok && !keepErrors) return null;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const { status } = response;
  if (Array.isArray(body) && body.length === count) {
    if (!keepErrors && !body.every(isClean)) return null;
    return body.map((result: unknown) => ({ status, result }));
  }
  return keepErrors && count === 1 ? [{ status, text }] : null;
}

/** Sends a batch of reads as the client would, and holds each one's answer. */
export function sendHeld({
  url,
  endpoint,
  operations,
  headers,
  body,
  keepErrors,
  fetchImpl,
  now = Date.now(),
}: SendHeldOptions): void {
  const answers = fetchImpl(url, { method: 'POST', headers, body, credentials: 'include' })
    .then((response) => wireAnswers(response, operations.length, keepErrors))
    // A failed request is not an error of its own: the client's request takes over.
    .catch(() => null);
  operations.forEach(({ operationName, variables }, index) => {
    held.set(keyOf(endpoint, operationName, variables), {
      startedAt: now,
      wire: answers.then((all) => all?.[index] ?? null),
    });
  });
}

/** The session's first read, taken as it came over the network (`takeEarlySession` reads it). */
export function takeWire(
  endpoint: Endpoint,
  operationName: string,
  variables: unknown,
  now = Date.now(),
): Promise<WireAnswer | null> | null {
  return takeEntry(keyOf(endpoint, operationName, variables), now)?.wire ?? null;
}

/** Puts an answer taken with `takeWire` back, unless another was held for the same read since. */
export function holdWireAgain(
  endpoint: Endpoint,
  operationName: string,
  variables: unknown,
  answer: WireAnswer,
  now = Date.now(),
): void {
  const key = keyOf(endpoint, operationName, variables);
  if (!held.has(key)) held.set(key, { startedAt: now, wire: Promise.resolve(answer) });
}

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** The batched endpoints by their paths: every other address is a mutation's (the client batches queries only). */
const BATCH_ENDPOINTS: ReadonlyArray<[string, Endpoint]> = [
  ['/portal/batch', 'portal'],
  ['/portal_public/batch', 'public'],
];

function answerTo(url: string, init: RequestInit | undefined, now: number): Promise<Response | null> | null {
  const endpoint = BATCH_ENDPOINTS.find(([path]) => url.endsWith(path))?.[1];
  if (!endpoint) {
    held.clear();
    return null;
  }
  if (typeof init?.body !== 'string' || init.signal?.aborted) return null;
  let asked: unknown;
  try {
    asked = JSON.parse(init.body);
  } catch {
    return null;
  }
  if (!Array.isArray(asked) || asked.length === 0) return null;
  const keys = (asked as Array<Record<string, unknown>>).map((operation) =>
    typeof operation?.operationName === 'string'
      ? keyOf(endpoint, operation.operationName, operation.variables)
      : '',
  );
  // Only a request whose every read is held (each once) is answered from here.
  if (new Set(keys).size !== keys.length || !keys.every((key) => held.get(key)?.wire)) return null;
  const entries = keys.map((key) => takeEntry(key, now));
  if (entries.some((entry) => !entry)) return null;
  return Promise.all(entries.map((entry) => entry!.wire!)).then((answers) => {
    if (answers.some((answer) => !answer)) return null;
    const [first] = answers as WireAnswer[];
    const headers = { 'content-type': 'application/json' };
    if (answers.length === 1 && first!.text !== undefined)
      return new Response(first!.text, { status: first!.status, headers });
    if (answers.some((answer) => answer!.result === undefined)) return null;
    const results = answers.map((answer) => answer!.result);
    return new Response(JSON.stringify(results), { status: first!.status, headers });
  });
}

/**
 * The fetch for the host's client: a batch whose every read is held gets the held answers; when those
 * cannot be handed over (the request failed) it goes out as it would have, so the client's retry and
 * error handling are unchanged. A request to any other address (a mutation: signing in or out among
 * them) drops everything held, so an answer never reaches a later session.
 */
export function withHeldAnswers(fetchImpl: typeof fetch, now = () => Date.now()): typeof fetch {
  return (input, init) => {
    const answer = answerTo(urlOf(input), init, now());
    return answer ? answer.then((response) => response ?? fetchImpl(input, init)) : fetchImpl(input, init);
  };
}

// What held answers and the tests' fake client are keyed by: a document's operation name.
export { operationNameOf } from './operation-name';
