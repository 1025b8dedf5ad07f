import { REMOTE_NAMES, type RemoteName } from '@portal/shared/contract';
import { MISSING_GRAPHQL_URL_MESSAGE } from '@portal/shared/graphql';
import { DEFAULT_RELEASE } from './default-release';

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

/** Read and check once at start-up; nothing else reads `window.config`. */
export function readRuntimeConfig(source: Partial<RuntimeConfig> | undefined = window.config): RuntimeConfig {
  if (!source) throw new Error('window.config not found: /config.js did not load.');
  if (!source.qoreGraphqlUrl) throw new Error(MISSING_GRAPHQL_URL_MESSAGE);
  const missingRemotes = REMOTE_NAMES.filter((name) => !source.remotes?.[name]);
  if (missingRemotes.length > 0) {
    throw new Error(`window.config.remotes mist: ${missingRemotes.join(', ')}`);
  }
  return {
    qoreGraphqlUrl: source.qoreGraphqlUrl,
    remotes: source.remotes as Record<RemoteName, string>,
    externalSiteUrl: source.externalSiteUrl ?? 'https://www.skjeugd.nl',
    tagManagerId: source.tagManagerId ?? null,
    chat: source.chat === true,
    release: source.release ?? DEFAULT_RELEASE,
    fontScriptUrl: source.fontScriptUrl ?? null,
    chatScriptUrl: source.chatScriptUrl ?? null,
  };
}
