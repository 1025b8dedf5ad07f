// The opened page's remote files, named in the page itself (issue 8, decision 0019): the browser asks
// for them beside the host's own start-up files, instead of once main.js has downloaded, run and read
// the remote's manifest (on a phone a second or more later). main.js still does its own early preload
// (src/lib/early-remote-preload.ts); a file both name is fetched once.
//
// What the page names follows main.js's rules: the route from the ranked table the build writes
// (start-routes.json, build/start-routes.cjs), a signed-in page only for the kind of user who last
// signed in on this device (the cookie last-user-type.ts writes beside its local storage), and the
// remote's files from its manifest and screen-chunks.json. Those two are read here in the background
// and kept for FRESH_MS: a page never waits for a remote, and a remote deployed or rolled back is
// named correctly within that time (until then the page names files the runtime will not use, which
// costs bytes, never correctness: the runtime loads what the remote's manifest says).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { inferAutoPublicPath, simpleJoinRemoteEntry } from '@module-federation/sdk';

export const START_ROUTES_FILE = 'start-routes.json';
/** Written by the app (src/lib/last-user-type.ts): a role name, nothing personal. */
export const LAST_USER_TYPE_COOKIE = 'portal_last_user_type';
const SCREEN_CHUNKS_FILE = 'screen-chunks.json';
/** The host's own manifest: which shared modules it offers (the rest a remote brings itself). */
const HOST_MANIFEST_FILE = 'mf-manifest.json';
/** screen-chunks.json's key for each screen's files of the remote's own copies of shared modules. */
const SHARED_FALLBACKS = 'shared-fallbacks';
const FRESH_MS = 30_000;
/** A remote that did not answer is asked again after this long, not on every page. */
const RETRY_MS = 5_000;
const FETCH_TIMEOUT_MS = 3_000;
/**
 * A file name of a build's own folder: nothing else is ever named from a manifest or list (main.js's
 * rule, src/lib/early-remote-preload.ts; this server is plain Node and cannot import its TypeScript).
 */
const BUILD_FILE = /^[\w.-]+\.(js|css)$/;

const namesIn = (value) =>
  Array.isArray(value) ? value.filter((file) => typeof file === 'string' && BUILD_FILE.test(file)) : [];

function cookieValue(header, name) {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** remoteEntry.js and the exposed parcel's files, addressed as main.js's parcelFilesOf addresses them. */
function parcelFilesOf(manifest, manifestUrl) {
  const { metaData, exposes } = manifest ?? {};
  const entryName = metaData?.remoteEntry?.name;
  const publicPath = metaData?.publicPath;
  const entryPath = typeof metaData?.remoteEntry?.path === 'string' ? metaData.remoteEntry.path : '';
  if (typeof publicPath !== 'string' || typeof entryName !== 'string' || !BUILD_FILE.test(entryName))
    return null;
  // The runtime's own rules (@module-federation/sdk), as main.js applies them: 'auto' is the manifest's folder.
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

const attribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * One preload link. `anonymous`: the federation runtime's own tags (manifest fetch, remoteEntry.js, the
 * parcel's scripts) ask in CORS mode; webpack's chunk tags do not. All at low priority and after the
 * host's own start-up files in the page, so they do not go ahead of main.js.
 */
function preloadTag(href, { as, anonymous }) {
  return `<link rel="preload" as="${as}" href="${attribute(href)}"${anonymous ? ' crossorigin' : ''} fetchpriority="low">`;
}

const asOf = (href) => (href.endsWith('.css') ? 'style' : 'script');

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

/**
 * @param {{ distDir: string, fetchImpl?: typeof fetch, now?: () => number }} options
 * @returns {{ tagsFor: (pathname: string, cookieHeader: string | undefined, remotes: Record<string, string | undefined> | undefined) => string, warm: (remotes: Record<string, string | undefined> | undefined) => void, settled: () => Promise<void> }}
 */
export function createRoutePreloads({ distDir, fetchImpl = globalThis.fetch, now = Date.now }) {
  /** The ranked table as last read; read again when a new build replaces it. */
  let table = { mtimeMs: -1, routes: [] };
  /** Per manifest address: what was last read, when, and a read under way. */
  const remotes = new Map();

  /** The shared modules the host's build offers, read again when a new build replaces its manifest. */
  let offered = { mtimeMs: -1, names: new Set() };

  function rankedRoutes() {
    const file = join(distDir, START_ROUTES_FILE);
    try {
      const { mtimeMs } = statSync(file);
      if (mtimeMs !== table.mtimeMs) {
        const routes = JSON.parse(readFileSync(file, 'utf8')).map((route) => ({
          ...route,
          regex: new RegExp(route.pattern, 'i'),
        }));
        table = { mtimeMs, routes };
      }
    } catch {
      table = { mtimeMs: -1, routes: [] };
    }
    return table.routes;
  }

  function offeredShared() {
    const file = join(distDir, HOST_MANIFEST_FILE);
    try {
      const { mtimeMs } = statSync(file);
      if (mtimeMs !== offered.mtimeMs) {
        const { shared } = JSON.parse(readFileSync(file, 'utf8'));
        offered = {
          mtimeMs,
          names: new Set((Array.isArray(shared) ? shared : []).map((module) => module?.name)),
        };
      }
    } catch {
      offered = { mtimeMs: -1, names: new Set() };
    }
    return offered.names;
  }

  /**
   * The files of the remote's own copies of the shared modules the screen consumes that the host does
   * not offer (main.js's screenFallbackFilesOf): the screen runs those, so they come with it.
   */
  function fallbackFilesOf(screens, screenChunk) {
    const byModule = screens?.[SHARED_FALLBACKS]?.[screenChunk];
    if (typeof byModule !== 'object' || byModule === null) return [];
    const hostOffers = offeredShared();
    return Object.entries(byModule).flatMap(([shareKey, files]) =>
      hostOffers.has(shareKey) ? [] : namesIn(files),
    );
  }

  function refresh(manifestUrl, entry) {
    entry.pending = Promise.all([
      fetchJson(fetchImpl, manifestUrl),
      fetchJson(fetchImpl, new URL(SCREEN_CHUNKS_FILE, manifestUrl).href),
    ])
      .then(([manifest, screens]) => {
        entry.files = {
          parcel: parcelFilesOf(manifest, manifestUrl),
          screens,
          listUrl: new URL(SCREEN_CHUNKS_FILE, manifestUrl).href,
        };
        entry.readAt = now();
      })
      // Unreachable or not a manifest: the page names nothing of this remote until it answers.
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

  function tagsFor(pathname, cookieHeader, configuredRemotes) {
    const route = rankedRoutes().find(({ regex }) => regex.test(pathname));
    if (!route) return '';
    const userType = cookieValue(cookieHeader, LAST_USER_TYPE_COOKIE) ?? null;
    // The guards' rule before a session is known (src/lib/last-user-type.ts): a guest's signed-in page
    // names nothing of its remote.
    if (route.access === 'auth' && (!userType || (route.roles && !route.roles.includes(userType)))) return '';
    const remote =
      typeof route.remote === 'string' ? route.remote : userType ? route.remote?.[userType] : undefined;
    const manifestUrl = remote ? configuredRemotes?.[remote] : undefined;
    if (!manifestUrl) return '';
    let files;
    try {
      files = filesOf(new URL(manifestUrl).href);
    } catch {
      return '';
    }
    if (!files?.parcel) return '';
    const screenChunk = `screen-${route.name}`;
    const screenFiles = [
      ...namesIn(files.screens?.[screenChunk]),
      ...fallbackFilesOf(files.screens, screenChunk),
    ].map((file) => new URL(file, files.listUrl).href);
    return [
      preloadTag(manifestUrl, { as: 'fetch', anonymous: true }),
      preloadTag(files.listUrl, { as: 'fetch', anonymous: true }),
      preloadTag(files.parcel.remoteEntry, { as: 'script', anonymous: true }),
      ...files.parcel.parcel.map((href) =>
        preloadTag(href, { as: asOf(href), anonymous: href.endsWith('.js') }),
      ),
      ...screenFiles.map((href) => preloadTag(href, { as: asOf(href), anonymous: false })),
    ].join('');
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

  return { tagsFor, warm, settled };
}
