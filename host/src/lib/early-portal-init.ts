// Issue 8: portalInitQuery (the session, ARCHITECTURE.md step 3) used to leave only once the host's
// start-up chunks had downloaded and run and the app had mounted. main.js sends it now, before those
// chunks are even evaluated, with the request text written at build time
// (host/build/portal-init-request.cjs); the Apollo client's first request takes its answer instead of
// asking again. Why, what happens on failure, and what it means for security:
// docs/decisions/0012-early-portal-init.md. This file is part of main.js: of @portal/shared it imports
// only the held answers, which are not a federation shared module (built into main.js).
import { holdWireAgain, sendHeld, takeWire } from '@portal/shared/held-answers';
import { DEFAULT_RELEASE } from '../config/default-release';
import { pageConfig } from '../config/page-config';

/** The request as host/build/portal-init-request.cjs describes it. */
export interface PortalInitRequest {
  /** Appended to qoreGraphqlUrl. */
  path: string;
  body: string;
  headers: Record<string, string>;
  clientNameHeader: string;
  clientVersionHeader: string;
  xsrfCookie: string;
  xsrfHeader: string;
}

/**
 * The request as the build wrote it in. Read through this one function: the build writes the value in
 * wherever its name appears, so each mention would be another copy in main.js.
 */
export function portalInitRequest(): PortalInitRequest {
  return __PORTAL_INIT_REQUEST__;
}

function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** portalInitQuery as use-portal-state.ts asks it: its key in the held answers. */
const PORTAL_INIT = { endpoint: 'public', operationName: 'portalInitQuery', variables: { uri: '' } } as const;

interface EarlyPortalInitOptions {
  config?: { qoreGraphqlUrl?: string | null; release?: string | null };
  request?: PortalInitRequest;
  cookies?: string;
  fetchImpl?: typeof fetch;
}

/**
 * The headers the portal's Apollo client sends with every request (`request.headers` are its
 * constant ones): its release, and the anti-forgery token from its cookie when there is one.
 */
export function earlyRequestHeaders(
  request: PortalInitRequest,
  config: { release?: string | null },
  cookies: string,
): Record<string, string> {
  const headers: Record<string, string> = {
    ...request.headers,
    [request.clientVersionHeader]: config.release ?? DEFAULT_RELEASE,
  };
  const token = cookieValue(cookies, request.xsrfCookie);
  if (token) headers[request.xsrfHeader] = token;
  return headers;
}

/**
 * Sends portalInitQuery as the portal's Apollo client would: same address, body and headers (the
 * anti-forgery token from its cookie when there is one), credentials included, and holds its answer
 * (@portal/shared/held-answers). Without a GraphQL address nothing is sent: the app reports the
 * missing configuration as before.
 */
export function sendEarlyPortalInit({
  config = pageConfig(),
  request = portalInitRequest(),
  cookies = document.cookie,
  fetchImpl = (...args) => globalThis.fetch(...args),
}: EarlyPortalInitOptions = {}): void {
  if (!config?.qoreGraphqlUrl) return;
  sendHeld({
    url: `${config.qoreGraphqlUrl.replace(/\/+$/, '')}${request.path}`,
    endpoint: PORTAL_INIT.endpoint,
    operations: [PORTAL_INIT],
    headers: earlyRequestHeaders(request, config, cookies),
    body: request.body,
    // The client's error handling applies to an answer with an error exactly as to its own request.
    keepErrors: true,
    fetchImpl,
  });
}

/** The session in one result, when it is a plain one: data with a session, no errors. */
function sessionIn(result: unknown): object | undefined {
  const plain = result as { data?: { portalInit?: { session?: unknown } }; errors?: unknown } | undefined;
  const session = plain && !plain.errors ? plain.data?.portalInit?.session : undefined;
  return session !== null && typeof session === 'object' ? session : undefined;
}

/**
 * The session in the early answer, read without the Apollo client (issue 8): taking the answer through
 * the client's first query was one long task of the start-up (70–240 ms at 4x CPU), in which the client
 * transforms and prints portalInitQuery's large document only to find the request already answered.
 * Only a plain answer is read here (a 2xx status, one result with a session and no errors). Anything
 * else resolves to null: an answer with an error status or GraphQL errors (maintenance, a lapsed
 * session, a broken api) is held again for the client's first request, whose error handling then
 * applies exactly as before; a failed request leaves the client to send its own. Taken once.
 */
export async function takeEarlySession<Session extends object>(): Promise<Session | null> {
  const { endpoint, operationName, variables } = PORTAL_INIT;
  const answer = await takeWire(endpoint, operationName, variables);
  if (!answer) return null;
  const session = answer.status < 300 ? sessionIn(answer.result) : undefined;
  if (session) return session as Session;
  holdWireAgain(endpoint, operationName, variables, answer);
  return null;
}
