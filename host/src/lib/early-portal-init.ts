// Issue 8: portalInitQuery (the session, ARCHITECTURE.md step 3) used to leave only once the host's
// start-up chunks had downloaded and run and the app had mounted. main.js sends it now, before those
// chunks are even evaluated, with the request text written at build time
// (host/build/portal-init-request.cjs); the Apollo client's first request takes its answer instead of
// asking again. Why, what happens on failure, and what it means for security:
// docs/decisions/0012-early-portal-init.md. This file is part of main.js: it imports nothing shared
// (shared modules only load asynchronously through the federation runtime).
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

interface EarlyRequest {
  url: string;
  body: string;
  response: Promise<Response>;
}

/** The one early request, until the client's first request has looked at it. */
let early: EarlyRequest | null = null;

function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

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
 * anti-forgery token from its cookie when there is one), credentials included. Without a GraphQL
 * address nothing is sent: the app reports the missing configuration as before.
 */
export function sendEarlyPortalInit({
  config = pageConfig(),
  request = portalInitRequest(),
  cookies = document.cookie,
  fetchImpl = (...args) => globalThis.fetch(...args),
}: EarlyPortalInitOptions = {}): void {
  if (!config?.qoreGraphqlUrl) return;
  const url = `${config.qoreGraphqlUrl.replace(/\/+$/, '')}${request.path}`;
  const headers = earlyRequestHeaders(request, config, cookies);
  const response = fetchImpl(url, { method: 'POST', headers, body: request.body, credentials: 'include' });
  // A failed early request is not an error of its own: the client's request takes over.
  response.catch(() => undefined);
  early = { url, body: request.body, response };
}

/**
 * The early answer, for the client's first request only and only when that request is the same one
 * (address and body). Any later request, a re-initialisation after signing in for one, goes out itself:
 * an answer about an earlier session is never handed on.
 */
function takeEarly(input: RequestInfo | URL, init: RequestInit | undefined): Promise<Response> | null {
  const candidate = early;
  early = null;
  if (!candidate || init?.signal?.aborted) return null;
  return urlOf(input) === candidate.url && init?.body === candidate.body ? candidate.response : null;
}

/** The session in an answer's text, when the answer is one plain result: data with a session, no errors. */
function sessionIn(text: string): object | undefined {
  try {
    const body: unknown = JSON.parse(text);
    // The early request is a batch of one (BatchHttpLink's form), so its answer is an array of one.
    const result = (Array.isArray(body) && body.length === 1 ? body[0] : undefined) as
      | { data?: { portalInit?: { session?: unknown } }; errors?: unknown }
      | undefined;
    const session = result && !result.errors ? result.data?.portalInit?.session : undefined;
    return session !== null && typeof session === 'object' ? session : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The session in the early answer, read without the Apollo client (issue 8): taking the answer through
 * the client's first query was one long task of the start-up (70–240 ms at 4x CPU), in which the client
 * transforms and prints portalInitQuery's large document only to find the request already answered.
 * Only a plain answer is read here (a 2xx status, one result with a session and no errors). Anything
 * else resolves to null: an answer with an error status or GraphQL errors (maintenance, a lapsed
 * session, a broken api) is handed back for the client's first request, whose error handling then
 * applies exactly as before; a failed request leaves the client to send its own. Taken once, like the
 * answer itself.
 */
export async function takeEarlySession<Session extends object>(): Promise<Session | null> {
  const candidate = early;
  if (!candidate) return null;
  early = null;
  let response: Response;
  let text: string;
  try {
    response = await candidate.response;
    text = await response.text();
  } catch {
    return null;
  }
  const session = response.ok ? sessionIn(text) : undefined;
  if (session) return session as Session;
  const { status, statusText, headers } = response;
  const sameAnswer = new Response(text, { status, statusText, headers });
  if (!early) early = { ...candidate, response: Promise.resolve(sameAnswer) };
  return null;
}

/**
 * The fetch for createPortalClient: the first request takes the early answer; if the early request
 * failed (no answer at all), the client's request is sent as it would have been, so its retry and error
 * handling are unchanged. An answer with an error status is the client's to handle, as before.
 */
export function withEarlyPortalInit(fetchImpl: typeof fetch): typeof fetch {
  return (input, init) => {
    const response = takeEarly(input, init);
    return response ? response.catch(() => fetchImpl(input, init)) : fetchImpl(input, init);
  };
}
