// A hung remote must not hang the page (STACK.md trap 3): the manifest fetch and the remoteEntry script
// get a time limit, so the fallback shows within seconds. Part of main.js: main.js asks for the route's
// manifest early (lib/start-plan.ts) under the same limit, and the runtime takes that answer here.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** How long a remote's manifest or entry may take before the page shows the remote's error. */
export const REMOTE_LOAD_TIMEOUT_MS = 5000;

/** The error a timed-out request fails with, as AbortSignal.timeout's own. */
function timeoutError(): DOMException {
  return new DOMException('De aanvraag duurde te lang', 'TimeoutError');
}

export function isTimeoutError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}

/**
 * `fetch` with a time limit, the body's download included, on every browser the portal still serves
 * (AbortSignal.timeout arrived in Chrome 103 and Safari 16; browser-thresholds.json lets older ones in
 * with a warning). As with AbortSignal.timeout, the timer is left to run out: aborting a finished
 * request does nothing. A request past it fails with a TimeoutError (an AbortError where the browser
 * cannot abort with a reason is turned into one).
 */
export function fetchWithTimeout(
  fetchImpl: typeof fetch,
  input: RequestInfo | URL,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(timeoutError()), timeoutMs);
  return fetchImpl(input, { ...init, signal: controller.signal }).catch((error: unknown) => {
    clearTimeout(timer);
    throw controller.signal.aborted ? timeoutError() : error;
  });
}

/** The manifests asked for early, by address, until the federation runtime takes its answer. */
const earlyManifests = new Map<string, Promise<Response>>();

/** Asks for a remote's manifest before the runtime does (main.js's start plan), under the same limit. */
export function askManifestEarly(url: string, fetchImpl: typeof fetch): Promise<Response> {
  const manifest = fetchWithTimeout(fetchImpl, url, {}, REMOTE_LOAD_TIMEOUT_MS);
  manifest.catch(() => undefined);
  earlyManifests.set(url, manifest);
  return manifest;
}

/**
 * The early answer for a manifest address, once: a later fetch of the same manifest (a retry after a
 * failed load) goes out itself.
 */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const response = earlyManifests.get(url);
  earlyManifests.delete(url);
  return response;
}

/**
 * The runtime's manifest fetch under the time limit and its remoteEntry script with a timeout. The
 * manifest main.js already asked for is taken from there, once; if that request failed other than by
 * running out of time, the manifest is asked for again here.
 */
export function timeoutPlugin(timeoutMs = REMOTE_LOAD_TIMEOUT_MS): ModuleFederationRuntimePlugin {
  const fetchManifest = (url: string, init: RequestInit = {}) =>
    fetchWithTimeout((...args) => fetch(...args), url, init, timeoutMs);
  return {
    name: 'portal-timeout-plugin',
    fetch(url, init) {
      const early = takeEarlyManifest(url);
      if (!early) return fetchManifest(url, init);
      return early.catch((error: unknown) =>
        isTimeoutError(error) ? Promise.reject(error) : fetchManifest(url, init),
      );
    },
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      for (const [name, value] of Object.entries(attrs ?? {})) script.setAttribute(name, String(value));
      return { script, timeout: timeoutMs };
    },
  };
}
