// main.js's early requests (issues 8 and 42): the session read and the start plan the host's server
// wrote into the page, sent while the start-up chunks are still arriving and running.
//
// portalInitQuery (the session, ARCHITECTURE.md step 3) used to leave only once the host's start-up
// chunks had downloaded and run and the app had mounted. main.js sends it now, with the request text
// written at build time (host/build/portal-init-request.cjs); the portal state takes its answer
// instead of asking again (docs/decisions/0012-early-portal-init.md: why, failures, security).
//
// The start plan (server/start-plan.mjs): the route's remote manifest asked for now, for the federation
// runtime to take instead of asking once the app has run (timeout-plugin.ts); the host's copies of the
// shared modules the parcel and its screen run, downloaded by the runtime one a task; and the screen's
// first reads sent beside portalInitQuery and held for the screen (@portal/shared/held-answers). The
// page's preload links already fetch the remote's files. main.js matches no route: the server did
// (react-router's matcher), with the guards' rule for code before a session (server/last-user-type.mjs).
// Nothing here decides what the user may see: the guards still run first.
//
// Part of main.js: of @portal/shared it imports only the held answers, which are not a federation
// shared module (built into main.js), and of the federation only the runtime main.js holds.
import { loadShare } from '@module-federation/enhanced/runtime';
import { holdWireAgain, sendHeld, takeWire, type HeldOperation } from '@portal/shared/held-answers';
import { DEFAULT_RELEASE } from '../config/default-release';
import { pageConfig } from '../config/page-config';
import { askManifestEarly } from '../runtime-plugins/timeout-plugin';
import { nextTask } from './next-task';

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

/** What main.js's early requests are made of: the page's configuration and cookies, the build's request. */
export interface EarlyRequestContext {
  config?: { qoreGraphqlUrl?: string | null; release?: string | null };
  request: PortalInitRequest;
  cookies: string;
  fetchImpl: typeof fetch;
}

/**
 * Sends reads as the portal's Apollo client would and holds their answers
 * (@portal/shared/held-answers): its address (`path` appended to qoreGraphqlUrl), its headers (the
 * constant ones, its release, and the anti-forgery token from its cookie when there is one) and
 * credentials. Without a GraphQL address nothing is sent: the app reports the missing configuration.
 */
export function sendEarly(
  { config, request, cookies, fetchImpl }: EarlyRequestContext,
  path: string,
  reads: Pick<Parameters<typeof sendHeld>[0], 'endpoint' | 'operations' | 'body' | 'keepErrors'>,
): void {
  if (!config?.qoreGraphqlUrl) return;
  const headers: Record<string, string> = {
    ...request.headers,
    [request.clientVersionHeader]: config.release ?? DEFAULT_RELEASE,
  };
  const token = cookieValue(cookies, request.xsrfCookie);
  if (token) headers[request.xsrfHeader] = token;
  sendHeld({ ...reads, url: `${config.qoreGraphqlUrl.replace(/\/+$/, '')}${path}`, headers, fetchImpl });
}

/** Sends portalInitQuery as the portal's Apollo client would, and holds its answer. */
export function sendEarlyPortalInit({
  config = pageConfig(),
  request = portalInitRequest(),
  cookies = document.cookie,
  fetchImpl = (...args) => globalThis.fetch(...args),
}: Partial<EarlyRequestContext> = {}): void {
  sendEarly({ config, request, cookies, fetchImpl }, request.path, {
    endpoint: PORTAL_INIT.endpoint,
    operations: [PORTAL_INIT],
    body: request.body,
    // The client's error handling applies to an answer with an error exactly as to its own request.
    keepErrors: true,
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

/** What the server's plan says (server/start-plan.mjs); every field checked before use. */
export interface StartPlan {
  route?: string;
  params?: Record<string, string>;
  remote?: string;
  manifest?: string;
  shared?: string[];
  reads?: Array<HeldOperation & { query: string }>;
}

/** Relative to qoreGraphqlUrl: the batched, signed-in endpoint (derivePortalEndpoints' portalBatch). */
const PORTAL_BATCH_PATH = '/portal/batch';

/** The plan in the page; none when the page has none or it is not JSON. */
export function readStartPlan(doc: Document = document): StartPlan | null {
  try {
    const plan: unknown = JSON.parse(doc.getElementById('start-plan')?.textContent ?? 'null');
    return typeof plan === 'object' && plan !== null ? (plan as StartPlan) : null;
  } catch {
    return null;
  }
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * Asks the federation runtime for each shared module in a task of its own: one call is its version
 * check and its chunks' script tags, 10–25 ms at a phone's speed, and a screen asks for several, which
 * made one task of 55–110 ms (issue 8, docs/performance.md "Session 16"). The runtime shares one load
 * per module, so the parcel asking for one of them first costs nothing twice.
 */
async function loadSharesOneATask(
  names: readonly string[],
  loadShareImpl: (name: string) => Promise<unknown>,
) {
  for (const name of names) {
    await nextTask();
    loadShareImpl(name).catch(() => undefined);
  }
}

interface CarryOutOptions {
  plan?: StartPlan | null;
  config?: ReturnType<typeof pageConfig>;
  request?: PortalInitRequest;
  cookies?: string;
  fetchImpl?: typeof fetch;
  /** The federation runtime's: downloads a shared module's chunks without running the module. */
  loadShareImpl?: (name: string) => Promise<unknown>;
}

/**
 * The screen's first reads in one batch, held for the screen's first load. Only an answer without
 * errors is handed over: an error (no session, say) is the client's to get for itself, with its own
 * error handling.
 */
function sendFirstReads(reads: unknown, context: EarlyRequestContext) {
  const operations = Array.isArray(reads)
    ? reads.filter((read: Partial<HeldOperation & { query: string }> | null) =>
        Boolean(
          read && typeof read.operationName === 'string' && typeof read.query === 'string' && read.variables,
        ),
      )
    : [];
  if (operations.length === 0) return;
  sendEarly(context, PORTAL_BATCH_PATH, {
    endpoint: 'portal',
    operations,
    body: JSON.stringify(operations),
    keepErrors: false,
  });
}

/**
 * Carries out the page's plan; a failure only loses the head start (the real load reports it). Never
 * throws: main.js goes on to start the app whatever happens here.
 */
export function carryOutStartPlan({
  plan = readStartPlan(),
  config = pageConfig(),
  cookies = document.cookie,
  fetchImpl = (...args) => globalThis.fetch(...args),
  loadShareImpl = loadShare,
  request,
}: CarryOutOptions = {}): void {
  try {
    // The manifest is the one the page's configuration names for the plan's remote: a plan never
    // makes main.js ask another address than the runtime would.
    const manifestUrl = plan?.remote
      ? config?.remotes?.[plan.remote as keyof typeof config.remotes]
      : undefined;
    if (!plan || !manifestUrl || new URL(manifestUrl).href !== plan.manifest) return;
    // The screen's first reads first: they are the last thing its first paint waits for.
    sendFirstReads(plan.reads, { config, request: request ?? portalInitRequest(), cookies, fetchImpl });
    const manifest = askManifestEarly(manifestUrl, fetchImpl);
    // Not in main.js's own task (the federation runtime's start is long enough on a phone): the
    // parcel needs these only after its own chunk, which comes after the manifest anyway.
    const shared = isStrings(plan.shared) ? plan.shared : [];
    void manifest.then(() => loadSharesOneATask(shared, loadShareImpl)).catch(() => undefined);
  } catch {
    // An optimisation only (an old browser without an API used here, say): the app loads as before.
  }
}
