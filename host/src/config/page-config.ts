import type { RemoteName } from '@portal/shared/contract';

/** `window.config`, written by the host's server from its environment (ARCHITECTURE.md step 1). */
export interface RuntimeConfig {
  qoreGraphqlUrl: string;
  remotes: Record<RemoteName, string>;
  externalSiteUrl: string;
  tagManagerId: string | null;
  chat: boolean;
  release: string;
  /** Outside scripts of the layout wrapper; none when unset. */
  fontScriptUrl: string | null;
  chatScriptUrl: string | null;
}

declare global {
  interface Window {
    config?: Partial<RuntimeConfig>;
  }
}

/**
 * The one reader of `window.config` (/config.js), as the page has it: unchecked, and undefined when
 * config.js did not load. main.js's early requests take what they need from it and send nothing
 * without it; the app checks it once (runtime-config.ts's `readRuntimeConfig`). Free of imports at
 * run time, so main.js can read it before any shared module is there.
 */
export function pageConfig(): Partial<RuntimeConfig> | undefined {
  return typeof window === 'undefined' ? undefined : window.config;
}
