// Issue 8: the opened screen's first reads (the overview's data, the wizard's application and choices)
// left once the host's start-up had run, the parcel had mounted and Apollo had batched them: on a
// phone the last round trip before the screen's first paint. main.js now sends them itself, as soon as
// the remote's screen-chunks.json names them (written at build time from the remote's
// first reads declared beside its screen map: shared/build/screen-chunks-plugin.cjs), beside portalInitQuery; the host's client
// takes their answers when the parcel asks for the same reads. Why, and the rules that keep an answer
// from reaching another request or another session: docs/decisions/0020-early-screen-reads.md. Part of
// main.js: of @portal/shared only the held answers, built into main.js.
import { sendHeld } from '@portal/shared/held-answers';
import { earlyRequestHeaders, portalInitRequest, type PortalInitRequest } from './early-portal-init';
import { pageConfig } from '../config/page-config';

/** Its key in screen-chunks.json. */
const SCREEN_READS = 'screen-reads';
/** Relative to qoreGraphqlUrl: the batched, signed-in endpoint (derivePortalEndpoints' portalBatch). */
const PORTAL_BATCH_PATH = '/portal/batch';

/** One read as the client sends it in a batch (its extensions aside). */
export interface EarlyOperation {
  operationName: string;
  variables: Record<string, string>;
  query: string;
}

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

interface SendEarlyScreenReadsOptions {
  list: unknown;
  routeName: string;
  params: Readonly<Record<string, string>>;
  config?: { qoreGraphqlUrl?: string | null; release?: string | null };
  request?: PortalInitRequest;
  cookies?: string;
  fetchImpl?: typeof fetch;
}

/**
 * Sends the route's first reads in one batch, as the client would (its address, headers and
 * credentials), and holds their answers (@portal/shared/held-answers) for the screen's first load, or
 * the client's request of the same reads; nothing when the list names none or there is no GraphQL
 * address. Only an answer without errors is handed over: an error (no session, say) is the client's to
 * get for itself, in its own session, with its own error handling.
 */
export function sendEarlyScreenReads({
  list,
  routeName,
  params,
  config = pageConfig(),
  request = portalInitRequest(),
  cookies = document.cookie,
  fetchImpl = (...args) => globalThis.fetch(...args),
}: SendEarlyScreenReadsOptions): void {
  const operations = earlyOperationsOf(list, routeName, params);
  if (operations.length === 0 || !config?.qoreGraphqlUrl) return;
  sendHeld({
    url: `${config.qoreGraphqlUrl.replace(/\/+$/, '')}${PORTAL_BATCH_PATH}`,
    endpoint: 'portal',
    operations,
    headers: earlyRequestHeaders(request, config, cookies),
    body: JSON.stringify(operations),
    keepErrors: false,
    fetchImpl,
  });
}
