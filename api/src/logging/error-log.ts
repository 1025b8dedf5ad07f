/**
 * The error log: one JSON line per operational error (a resolver that failed unexpectedly, a request
 * that failed before GraphQL ran, a payment provider that could not be reached), with UTC time, the
 * request id the client saw in `x-request-id`, and the cause in full: name, message, database code,
 * stack. The client only ever gets a masked Dutch message; the detail lives here. Secrets stay out as
 * in the audit log (json-log.ts censors fields by name); on top of that the values a failed query was
 * sent with are cut from its message, and IBANs are blanked in any text.
 */
import type { DestinationStream } from 'pino';
import { CENSORED, createJsonLog } from './json-log';

export interface ErrorEvent {
  /** What failed, e.g. `graphql_resolver`, `request`, `payment_webhook`. */
  event: string;
  requestId?: string | undefined;
  /** The HTTP method and path, or the GraphQL operation and field path, where that is known. */
  method?: string | undefined;
  path?: string | undefined;
  operation?: string | undefined;
  error: unknown;
  /** Extra facts (a payment id, a provider); never a secret. */
  details?: Record<string, unknown>;
}

export interface ErrorLog {
  record(event: ErrorEvent): void;
}

/** An IBAN as typed or printed: two letters, two check digits, then groups of letters and digits. */
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b/g;

function withoutSecrets(text: string): string {
  // Drizzle's "Failed query: …\nparams: …": the statement may stay, the values sent with it not.
  return text.replace(/^params: .*$/gm, `params: ${CENSORED}`).replace(IBAN, CENSORED);
}

interface LoggedError {
  name: string;
  message: string;
  /** PostgreSQL's SQLSTATE or Node's error code, when there is one. */
  code?: string;
  stack?: string;
  cause?: LoggedError;
}

/** The facts of an error as plain JSON (pino would keep only what is enumerable), one cause deep. */
export function describeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { name: typeof error, message: withoutSecrets(String(error)) };
  const code = (error as { code?: unknown }).code;
  return {
    name: error.name,
    message: withoutSecrets(error.message),
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.stack ? { stack: withoutSecrets(error.stack) } : {}),
    ...(error.cause !== undefined && depth < 2 ? { cause: describeError(error.cause, depth + 1) } : {}),
  };
}

/** Without a destination, the error log goes to standard error (the audit log has standard output). */
export function createErrorLog(destination?: DestinationStream): ErrorLog {
  const logger = createJsonLog('error', destination, 2);
  return {
    record: ({ event, error, ...fields }) => {
      const described = describeError(error);
      logger.error({ event, ...fields, error: described }, `${event}: ${described.message.split('\n')[0]}`);
    },
  };
}
