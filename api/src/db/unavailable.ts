/**
 * Recognising "the database cannot be reached" (PostgreSQL stopped, restarting, the network cut),
 * as opposed to a failing statement: the api then answers 503 'Service Unavailable', which the portal
 * shows as the maintenance page (SPEC section 8), instead of a 500 error page.
 */

/** Socket errors of a connection that cannot be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATE: class 08 (connection exception) and the server shutting down or starting up. */
const SERVER_GOING_AWAY = new Set(['57P01', '57P02', '57P03']);

/** What node-postgres says when a connection ends or cannot be had in time (no code of its own). */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
  /^Connection ended/,
];

interface ErrorFields {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  originalError?: unknown;
  errors?: unknown;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0 && seen.size < 20) {
    const current = pending.pop() as ErrorFields | undefined;
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const code = typeof current.code === 'string' ? current.code : '';
    if (NETWORK_CODES.has(code) || SERVER_GOING_AWAY.has(code) || /^08/.test(code)) return true;
    const message = typeof current.message === 'string' ? current.message : '';
    if (DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
    // drizzle wraps the driver's error in `cause`, GraphQL in `originalError`, Node's
    // connect-to-each-address failure lists its own in `errors` (AggregateError).
    pending.push(current.cause, current.originalError);
    if (Array.isArray(current.errors)) pending.push(...(current.errors as unknown[]));
  }
  return false;
}

/** GraphQL requests whose operation met an unreachable database (set by the error plugin). */
const unavailableRequests = new WeakSet<object>();

export function markDatabaseUnavailable(requestState: object): void {
  unavailableRequests.add(requestState);
}

export function metUnavailableDatabase(requestState: object): boolean {
  return unavailableRequests.has(requestState);
}
