import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_LOAD_TIMEOUT_MS, takeEarlyManifest } from '../lib/early-remote-preload';
import { fetchWithTimeout, isTimeoutError } from '../lib/fetch-with-timeout';

/**
 * A hung remote must not hang the page (STACK.md trap 3): the manifest fetch gets an abort signal and
 * the remoteEntry script a timeout, so the fallback shows within seconds. The manifest main.js already
 * asked for (early-remote-preload.ts, under the same time limit) is taken from there, once; if that
 * request failed other than by running out of time, the manifest is asked for again here.
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
