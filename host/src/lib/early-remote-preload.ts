// Issue 8: the remote of the page being opened is asked for by main.js, beside portalInitQuery and the
// host's start-up chunks, not once those chunks have downloaded and run (on a phone a second or more
// later). main.js matches the address against the route table (written in at build time,
// host/build/start-routes.cjs), applies the guards' rule for code before a session (last-user-type.ts),
// reads the remote's manifest and its screen-chunks.json side by side, and adds preload links for
// remoteEntry.js, the parcel's chunk and every file of the route's screen (and of the remote's own copies
// of the shared modules the screen needs and the host does not offer), and has the federation
// runtime download the host's copies of the shared modules every parcel runs. The runtime takes the
// manifest's answer from here (timeout-plugin.ts) instead of asking again; the scripts it and webpack
// then add find the preloaded responses. Nothing here decides what the user may see: the guards still
// run first. Why and what it costs: docs/decisions/0016-early-remote-preload.md. Part of main.js: it
// imports no federation shared module (those only load asynchronously), only the runtime main.js holds.
import { getInstance, loadShare } from '@module-federation/enhanced/runtime';
import { inferAutoPublicPath, simpleJoinRemoteEntry } from '@module-federation/sdk';
import type { RouteDefinition } from '@portal/shared/routes';
import { sendEarlyScreenReads } from './early-screen-reads';
import { expectedAdmitted, lastUserType } from './last-user-type';
import { remoteFor } from './route-remote';
import { matchStartRoute, startRouteParams } from './start-route-match';
import { fetchWithTimeout } from './fetch-with-timeout';
import { nextTask } from './next-task';
import { pageConfig } from '../config/page-config';

/** A route as main.js gets it: what the match and the guard rule read. */
export type StartRoute = Pick<RouteDefinition, 'name' | 'path' | 'remote' | 'access' | 'roles'>;

/** How long a remote's manifest or entry may take before the page shows the remote's error (STACK.md trap 3). */
export const REMOTE_LOAD_TIMEOUT_MS = 5000;

const SCREEN_CHUNKS_FILE = 'screen-chunks.json';
/** Its key for the files of the remote's own copies of the shared modules each screen consumes. */
const SHARED_FALLBACKS = 'shared-fallbacks';

/** A file name of a build's own folder: nothing else is ever linked from a manifest or list. */
const BUILD_FILE = /^[\w.-]+\.(js|css)$/;

const namesIn = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((file): file is string => typeof file === 'string' && BUILD_FILE.test(file))
    : [];

/**
 * The host's copies of the shared modules every remote runs before its first screen: each parcel is
 * made by createRemoteParcel (@portal/shared/remote) and its screens read through @portal/shared/data.
 * Left alone, their chunks are asked for only once the parcel's own chunk has arrived and run, one
 * round trip later (offered-stateful-modules.ts makes them the host's to offer).
 */
export const PARCEL_SHARED_MODULES = ['@portal/shared/remote', '@portal/shared/data'] as const;

/** The manifests asked for early, by address, until the federation runtime takes its answer. */
const earlyManifests = new Map<string, Promise<Response>>();

/**
 * The early answer for a manifest address, once: a later fetch of the same manifest (a retry after a
 * failed load) goes out itself.
 */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const response = earlyManifests.get(url);
  earlyManifests.delete(url);
  return response;
}

/** The files a list names for a screen, plain names of the build's folder only; none on anything odd. */
export function screenFilesOf(list: unknown, screenChunk: string): string[] {
  if (typeof list !== 'object' || list === null) return [];
  return namesIn((list as Record<string, unknown>)[screenChunk]);
}

/** The screen's entry of the list's shared modules: share key → the remote's own files for it. */
function screenSharedOf(list: unknown, screenChunk: string): Record<string, unknown> {
  if (typeof list !== 'object' || list === null) return {};
  const all = (list as Record<string, unknown>)[SHARED_FALLBACKS];
  const screen =
    typeof all === 'object' && all !== null ? (all as Record<string, unknown>)[screenChunk] : null;
  return typeof screen === 'object' && screen !== null ? (screen as Record<string, unknown>) : {};
}

/**
 * The files of the remote's own copies of the shared modules a screen consumes and the host does not
 * offer (the remote then runs its own, as for @portal/shared/validation): without them the screen's
 * chunk, once run, asks for them, one round trip later. Plain names of the build's folder only.
 */
export function screenFallbackFilesOf(
  list: unknown,
  screenChunk: string,
  offered: ReadonlySet<string>,
): string[] {
  return Object.entries(screenSharedOf(list, screenChunk)).flatMap(([shareKey, files]) =>
    offered.has(shareKey) ? [] : namesIn(files),
  );
}

/**
 * The shared modules a screen consumes that the host offers: the screen runs the host's copies, and
 * those (with the shared modules they consume in turn) download only
 * when the screen's chunk, once run, asks for them, one round trip later, unless main.js asks first.
 */
export function screenOfferedSharedOf(
  list: unknown,
  screenChunk: string,
  offered: ReadonlySet<string>,
): string[] {
  return Object.keys(screenSharedOf(list, screenChunk)).filter((shareKey) => offered.has(shareKey));
}

/** The share keys the host's own build offers (the federation runtime's options). */
const hostSharedKeys = (): ReadonlySet<string> => new Set(Object.keys(getInstance()?.options.shared ?? {}));

interface ManifestShape {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: Array<{ assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }>;
}

/**
 * remoteEntry.js and the exposed parcel's own files, as the federation runtime addresses them: the
 * manifest's publicPath, 'auto' being the manifest's folder. Null when the manifest computes its
 * public path at run time or is not one.
 */
export function parcelFilesOf(
  manifest: unknown,
  manifestUrl: string,
): { remoteEntry: string; parcel: string[] } | null {
  const { metaData, exposes } = (manifest ?? {}) as ManifestShape;
  const publicPath = metaData?.publicPath;
  const entryName = metaData?.remoteEntry?.name;
  if (typeof publicPath !== 'string' || typeof entryName !== 'string' || !BUILD_FILE.test(entryName))
    return null;
  // The runtime's own rules (@module-federation/sdk): 'auto' is the manifest's folder.
  const base = publicPath === 'auto' || publicPath === '' ? inferAutoPublicPath(manifestUrl) : publicPath;
  const entryPath = typeof metaData?.remoteEntry?.path === 'string' ? metaData.remoteEntry.path : '';
  const files = (exposes ?? []).flatMap((expose) => [
    ...namesIn(expose.assets?.js?.sync),
    ...namesIn(expose.assets?.css?.sync),
  ]);
  return {
    remoteEntry: new URL(`${base}${simpleJoinRemoteEntry(entryPath, entryName)}`, manifestUrl).href,
    parcel: files.map((file) => new URL(`${base}${file}`, manifestUrl).href),
  };
}

interface PreloadOptions {
  /** The federation runtime's script tags ask with crossorigin="anonymous" (timeout-plugin.ts). */
  anonymous?: boolean;
  /** Below the host's own start-up and the remote's first files. */
  low?: boolean;
}

function addPreload(href: string, { anonymous = false, low = false }: PreloadOptions = {}): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', href.endsWith('.css') ? 'style' : 'script');
  link.href = href;
  // Webpack's own script and stylesheet tags carry no credentials mode, so neither do their preloads.
  if (anonymous) link.crossOrigin = 'anonymous';
  if (low) link.setAttribute('fetchpriority', 'low');
  document.head.appendChild(link);
}

/**
 * Asks the federation runtime for each shared module in a task of its own: one call is its version
 * check and its chunks' script tags, 10–25 ms at a phone's speed, and a screen asks for several, which
 * made one task of 55–110 ms (issue 8, docs/performance.md "Session 16"). The runtime shares one load
 * per module, so the parcel asking for one of them first costs nothing twice.
 */
function loadSharesOneATask(
  names: Iterable<string>,
  loadShareImpl: (name: string) => Promise<unknown>,
): void {
  void (async () => {
    for (const name of names) {
      await nextTask();
      loadShareImpl(name).catch(() => undefined);
    }
  })();
}

async function preloadParcel(manifest: Response, manifestUrl: string): Promise<void> {
  if (!manifest.ok) return;
  const files = parcelFilesOf(await manifest.json(), manifestUrl);
  if (!files) return;
  // The federation runtime adds remoteEntry.js and the parcel's scripts itself, through the
  // timeout plugin's anonymous script tags (its snapshot plugin preloads an expose's sync files).
  addPreload(files.remoteEntry, { anonymous: true });
  for (const file of files.parcel) addPreload(file, { anonymous: file.endsWith('.js') });
}

async function preloadScreen(
  listUrl: URL,
  route: { name: string; params: Readonly<Record<string, string>> },
  fetchImpl: typeof fetch,
  offeredShared: () => ReadonlySet<string>,
  loadShareImpl: (name: string) => Promise<unknown>,
): Promise<void> {
  // Default credentials (none to another origin), as the host's server's preload of it in the page.
  const response = await fetchImpl(listUrl);
  if (!response.ok) return;
  const list: unknown = await response.json();
  // The screen's first reads before its files: they are the last thing its first paint waits for.
  // An optimisation only: whatever goes wrong there, the files are still preloaded.
  try {
    sendEarlyScreenReads({ list, routeName: route.name, params: route.params, fetchImpl });
  } catch {
    // The parcel starts the reads itself, as before.
  }
  const screenChunk = `screen-${route.name}`;
  for (const file of screenFilesOf(list, screenChunk)) {
    // The screen's own chunk as soon as the parcel's; the libraries it imports after them.
    addPreload(new URL(file, listUrl).href, { low: !file.startsWith(`${screenChunk}.`) });
  }
  const offered = offeredShared();
  for (const file of screenFallbackFilesOf(list, screenChunk, offered)) {
    addPreload(new URL(file, listUrl).href, { low: true });
  }
  loadSharesOneATask(screenOfferedSharedOf(list, screenChunk, offered), loadShareImpl);
}

interface EarlyRemotePreloadOptions {
  pathname?: string;
  routes?: readonly StartRoute[];
  remotes?: Readonly<Record<string, string | undefined>> | null;
  fetchImpl?: typeof fetch;
  /** The federation runtime's: downloads a shared module's chunks without running the module. */
  loadShareImpl?: (name: string) => Promise<unknown>;
  /** The share keys the host offers (the federation runtime's options). */
  offeredShared?: () => ReadonlySet<string>;
}

/**
 * Starts loading the remote of the address the page opens at (none for an unknown address, a host
 * page, or a signed-in page this device's last session could not open); a failure only loses the head
 * start, the real load reports it. Never throws: main.js goes on to start the app whatever happens here.
 */
export function preloadStartRemote(options: EarlyRemotePreloadOptions = {}): void {
  try {
    startRemote(options);
  } catch {
    // An optimisation only (an old browser without an API used here, say): the app loads as before.
  }
}

function startRemote({
  pathname = window.location.pathname,
  routes = __START_ROUTES__,
  remotes = pageConfig()?.remotes,
  fetchImpl = (...args) => globalThis.fetch(...args),
  loadShareImpl = loadShare,
  offeredShared = hostSharedKeys,
}: EarlyRemotePreloadOptions): void {
  const route = matchStartRoute(pathname, routes);
  const userType = lastUserType();
  if (!route || !expectedAdmitted(route, userType)) return;
  const remote = remoteFor(route, userType);
  const manifestUrl = remote ? remotes?.[remote] : undefined;
  if (!manifestUrl) return;
  const manifest = fetchWithTimeout(fetchImpl, manifestUrl, {}, REMOTE_LOAD_TIMEOUT_MS).then((answer) => {
    // Read from a copy: the runtime reads the answer itself.
    preloadParcel(answer.clone(), manifestUrl).catch(() => undefined);
    // Not in main.js's own task, which is long enough on a phone already (the federation runtime's
    // start): the parcel needs these only after its own chunk, which comes after the manifest anyway.
    loadSharesOneATask(PARCEL_SHARED_MODULES, loadShareImpl);
    return answer;
  });
  manifest.catch(() => undefined);
  earlyManifests.set(manifestUrl, manifest);
  preloadScreen(
    new URL(SCREEN_CHUNKS_FILE, manifestUrl),
    { name: route.name, params: startRouteParams(pathname, route.path) ?? {} },
    fetchImpl,
    offeredShared,
    loadShareImpl,
  ).catch(() => undefined);
}
