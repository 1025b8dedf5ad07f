import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A hung remote must not hang the page (STACK.md trap 3): the manifest fetch gets an abort signal and
 * the remoteEntry script a timeout, so the fallback shows within seconds.
 */
export function timeoutPlugin(timeoutMs = 5000): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-timeout-plugin',
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
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
