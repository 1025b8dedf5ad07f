// The start plan (issue 42): for the address a page opens at, the one place that decides the route, its
// parameters, the remote, the files to preload and the reads to start. The host's server writes it
// into the page: preload links the browser follows while it parses the page (decision 0019), and a
// `<script type="application/json" id="start-plan">` that main.js carries out (src/lib/start-plan.ts:
// the manifest for the federation runtime, the shared modules, the first reads). main.js matches no
// route and reads no list itself.
//
// The route is react-router's own match (matchRoutes) on the route table as the build writes it
// (start-routes.json, build/start-routes.cjs), in the router's shape; a signed-in page only names its
// remote for the kind of user who last signed in on this device (./last-user-type.mjs). The remote's
// manifest and screen-chunks.json are read in the background and kept for FRESH_MS: a page never
// waits for a remote, and a remote deployed or rolled back is named correctly within that time (until
// then the page names files the runtime will not use, which costs bytes, never correctness: the
// runtime loads what the remote's manifest says).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { inferAutoPublicPath, simpleJoinRemoteEntry } from '@module-federation/sdk';
import { matchRoutes } from 'react-router';
import { expectedAdmitted, lastUserType, remoteFor } from './last-user-type.mjs';
import { originOf } from './security-headers.mjs';

/**
 * The page's Link header: the browser opens connections to the remotes' servers while it still parses
 * the page, before any remote is asked for (issue 8). Two per origin: the federation runtime fetches
 * the manifest in CORS mode and the chunks load as plain scripts, and browsers keep those apart.
 */
export function preconnectHeaders(remotes = {}) {
  const origins = [...new Set(Object.values(remotes).map(originOf).filter(Boolean))];
  if (origins.length === 0) return {};
  const hints = origins.flatMap((origin) => [
    `<${origin}>; rel=preconnect`,
    `<${origin}>; rel=preconnect; crossorigin`,
  ]);
  return { link: hints.join(', ') };
}

export const START_ROUTES_FILE = 'start-routes.json';
const SCREEN_CHUNKS_FILE = 'screen-chunks.json';
/** The host's own manifest: which shared modules it offers (the rest a remote brings itself). */
const HOST_MANIFEST_FILE = 'mf-manifest.json';
/** screen-chunks.json's keys: each screen's files of the remote's own copies of shared modules; its first reads. */
const SHARED_FALLBACKS = 'shared-fallbacks';
const SCREEN_READS = 'screen-reads';
/**
 * The host's copies of the shared modules every remote runs before its first screen: each parcel is
 * made by createRemoteParcel (@portal/shared/remote) and its screens read through @portal/shared/data.
 * Left alone, their chunks are asked for only once the parcel's own chunk has arrived and run.
 */
export const PARCEL_SHARED_MODULES = ['@portal/shared/remote', '@portal/shared/data'];
const FRESH_MS = 30_000;
/** A remote that did not answer is asked again after this long, not on every page. */
const RETRY_MS = 5_000;
const FETCH_TIMEOUT_MS = 3_000;
/** A file name of a build's own folder: nothing else is ever named from a manifest or list. */
const BUILD_FILE = /^[\w.-]+\.(js|css)$/;

const namesIn = (value) =>
  Array.isArray(value) ? value.filter((file) => typeof file === 'string' && BUILD_FILE.test(file)) : [];
const isObject = (value) => typeof value === 'object' && value !== null;

/**
 * The route react-router matches for `pathname` in the host's router (create-portal-router.tsx: every
 * route a child of one pathless layout, beside the not-found page's '*'), with its parameters; null for
 * an address only the not-found page takes.
 * @template {{ path: string }} Route
 * @param {readonly Route[]} routes
 * @param {string} pathname
 * @returns {{ route: Route, params: Record<string, string> } | null}
 */
export function matchStartRoute(routes, pathname) {
  const matches = matchRoutes([{ children: [...routes, { path: '*' }] }], pathname);
  const last = matches?.at(-1);
  if (!last || last.route.path === '*') return null;
  return {
    route: /** @type {Route} */ (last.route),
    params: /** @type {Record<string, string>} */ (last.params),
  };
}

/** remoteEntry.js and the exposed parcel's files, as the federation runtime addresses them. */
export function parcelFilesOf(manifest, manifestUrl) {
  const { metaData, exposes } = manifest ?? {};
  const entryName = metaData?.remoteEntry?.name;
  const publicPath = metaData?.publicPath;
  const entryPath = typeof metaData?.remoteEntry?.path === 'string' ? metaData.remoteEntry.path : '';
  if (typeof publicPath !== 'string' || typeof entryName !== 'string' || !BUILD_FILE.test(entryName))
    return null;
  // The runtime's own rules (@module-federation/sdk): 'auto' is the manifest's folder.
  const base = publicPath === 'auto' || publicPath === '' ? inferAutoPublicPath(manifestUrl) : publicPath;
  const files = (Array.isArray(exposes) ? exposes : []).flatMap((expose) => [
    ...namesIn(expose?.assets?.js?.sync),
    ...namesIn(expose?.assets?.css?.sync),
  ]);
  return {
    remoteEntry: new URL(`${base}${simpleJoinRemoteEntry(entryPath, entryName)}`, manifestUrl).href,
    parcel: files.map((file) => new URL(`${base}${file}`, manifestUrl).href),
  };
}

/**
 * The reads the list names for a route with these parameters, in its order, as the client sends them
 * in a batch; one that needs a parameter the address lacks is left out, as the parcel leaves it out,
 * and so is a list's first page (`firstPage`) when the address has a search part (`hasSearch`).
 */
export function firstReadsOf(list, routeName, params, hasSearch = false) {
  const reads = list?.[SCREEN_READS]?.[routeName];
  if (!Array.isArray(reads)) return [];
  return reads.flatMap((read) => {
    const { operationName, params: names, firstPage, query } = read ?? {};
    if (typeof operationName !== 'string' || typeof query !== 'string' || !Array.isArray(names)) return [];
    if (isObject(firstPage)) return hasSearch ? [] : [{ operationName, variables: firstPage, query }];
    if (names.some((name) => typeof name !== 'string' || !params[name])) return [];
    return [
      { operationName, variables: Object.fromEntries(names.map((name) => [name, params[name]])), query },
    ];
  });
}

const attribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * One preload link. `anonymous`: the federation runtime's own requests (manifest fetch, remoteEntry.js,
 * the parcel's scripts) ask in CORS mode; webpack's chunk tags do not. All at low priority and after
 * the host's own start-up files in the page, so they do not go ahead of main.js.
 */
function preloadTag({ href, as, anonymous }) {
  return `<link rel="preload" as="${as}" href="${attribute(href)}"${anonymous ? ' crossorigin' : ''} fetchpriority="low">`;
}

const asOf = (href) => (href.endsWith('.css') ? 'style' : 'script');

/** The plan as a data block: never run, so no nonce; `<` escaped so no text in it ends the element. */
const planScript = (plan) =>
  `<script type="application/json" id="start-plan">${JSON.stringify(plan).replace(/</g, '\\u003c')}</script>`;

async function fetchJson(fetchImpl, url) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), FETCH_TIMEOUT_MS);
  try {
    const response = await fetchImpl(url, { signal: controller.signal });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return await response.json();
  } finally {
    clearTimeout(timer);
  }
}

/** A JSON file of the build, read again when a new build replaces it. */
function buildFile(distDir, name, parse, empty) {
  let cached = { mtimeMs: -1, value: empty };
  return () => {
    const file = join(distDir, name);
    try {
      const { mtimeMs } = statSync(file);
      if (mtimeMs !== cached.mtimeMs)
        cached = { mtimeMs, value: parse(JSON.parse(readFileSync(file, 'utf8'))) };
    } catch {
      cached = { mtimeMs: -1, value: empty };
    }
    return cached.value;
  };
}

/**
 * @param {{ distDir: string, fetchImpl?: typeof fetch, now?: () => number }} options
 */
export function createStartPlans({ distDir, fetchImpl = globalThis.fetch, now = Date.now }) {
  const startRoutes = buildFile(
    distDir,
    START_ROUTES_FILE,
    (routes) => (Array.isArray(routes) ? routes : []),
    [],
  );
  const offeredShared = buildFile(
    distDir,
    HOST_MANIFEST_FILE,
    ({ shared }) => new Set((Array.isArray(shared) ? shared : []).map((module) => module?.name)),
    new Set(),
  );
  /** Per manifest address: what was last read, when, and a read under way. */
  const remotes = new Map();

  function refresh(manifestUrl, entry) {
    const listUrl = new URL(SCREEN_CHUNKS_FILE, manifestUrl).href;
    entry.pending = Promise.all([fetchJson(fetchImpl, manifestUrl), fetchJson(fetchImpl, listUrl)])
      .then(([manifest, list]) => {
        entry.files = {
          parcel: parcelFilesOf(manifest, manifestUrl),
          list: isObject(list) ? list : {},
          listUrl,
        };
        entry.readAt = now();
      })
      // Unreachable or not a manifest: the page names nothing of this remote's files until it answers.
      .catch(() => {
        entry.files = null;
        entry.readAt = now() - FRESH_MS + RETRY_MS;
      })
      .finally(() => {
        entry.pending = null;
      });
  }

  /** The remote's files as last read; starts a new read when those are old (never waits for it). */
  function filesOf(manifestUrl) {
    let entry = remotes.get(manifestUrl);
    if (!entry) {
      entry = { files: null, readAt: -Infinity, pending: null };
      remotes.set(manifestUrl, entry);
    }
    if (!entry.pending && now() - entry.readAt >= FRESH_MS) refresh(manifestUrl, entry);
    return entry.files;
  }

  /**
   * The plan for the opened address: `plan` for main.js (null for an address no route takes), `links`
   * for the browser to fetch while it parses the page.
   * @param {string} pathname
   * @param {string | undefined} cookieHeader
   * @param {Record<string, string | undefined> | undefined} configuredRemotes
   * @param {string} [search] the address's search part ('?status=...'), '' without one
   */
  function planFor(pathname, cookieHeader, configuredRemotes, search = '') {
    const match = matchStartRoute(startRoutes(), pathname);
    if (!match) return { plan: null, links: [] };
    const { route, params } = match;
    const plan = { route: route.name, params };
    const userType = lastUserType(cookieHeader);
    // The guards' rule before a session is known: a guest's signed-in page names nothing of its remote.
    const remote = expectedAdmitted(route, userType) ? remoteFor(route, userType) : undefined;
    let manifestUrl;
    try {
      manifestUrl =
        remote && configuredRemotes?.[remote] ? new URL(configuredRemotes[remote]).href : undefined;
    } catch {
      manifestUrl = undefined;
    }
    if (!manifestUrl) return { plan, links: [] };
    Object.assign(plan, { remote, manifest: manifestUrl, shared: PARCEL_SHARED_MODULES });
    const links = [{ href: manifestUrl, as: 'fetch', anonymous: true }];
    const files = filesOf(manifestUrl);
    if (!files?.parcel) return { plan, links };

    const screenChunk = `screen-${route.name}`;
    const offered = offeredShared();
    const ownCopies = files.list[SHARED_FALLBACKS]?.[screenChunk];
    const screenShared = isObject(ownCopies) ? Object.entries(ownCopies) : [];
    // The host's copies of the shared modules the screen consumes come through the runtime (plan.shared);
    // the remote's own copies of those the host does not offer come as files of the screen.
    plan.shared = [
      ...PARCEL_SHARED_MODULES,
      ...screenShared
        .map(([shareKey]) => shareKey)
        .filter((key) => offered.has(key) && !PARCEL_SHARED_MODULES.includes(key)),
    ];
    plan.reads = firstReadsOf(files.list, route.name, params, new URLSearchParams(search).size > 0);
    const screenFiles = [
      ...namesIn(files.list[screenChunk]),
      ...screenShared.flatMap(([shareKey, names]) => (offered.has(shareKey) ? [] : namesIn(names))),
    ].map((file) => new URL(file, files.listUrl).href);
    links.push(
      { href: files.parcel.remoteEntry, as: 'script', anonymous: true },
      ...files.parcel.parcel.map((href) => ({ href, as: asOf(href), anonymous: href.endsWith('.js') })),
      ...screenFiles.map((href) => ({ href, as: asOf(href), anonymous: false })),
    );
    return { plan, links };
  }

  /** The plan's markup for the end of the page's head: its preload links, then the plan itself. */
  function headFor(pathname, cookieHeader, configuredRemotes, search = '') {
    const { plan, links } = planFor(pathname, cookieHeader, configuredRemotes, search);
    if (!plan) return '';
    return `${links.map(preloadTag).join('')}${planScript(plan)}`;
  }

  /** Starts reading every configured remote (the server's start), so the first pages name their files. */
  function warm(configuredRemotes) {
    for (const manifestUrl of Object.values(configuredRemotes ?? {})) {
      try {
        if (manifestUrl) filesOf(new URL(manifestUrl).href);
      } catch {
        // Not an address: the configuration check reports it; nothing to preload.
      }
    }
  }

  /** Resolves once no read is under way. */
  async function settled() {
    await Promise.all([...remotes.values()].map((entry) => entry.pending));
  }

  return { planFor, headFor, warm, settled };
}
