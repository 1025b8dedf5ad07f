import { REMOTE_NAMES, type RemoteName } from '@portal/shared/contract';
import { MISSING_GRAPHQL_URL_MESSAGE } from '@portal/shared/graphql';
import { DEFAULT_RELEASE } from './default-release';
import { pageConfig, type RuntimeConfig } from './page-config';

export type { RuntimeConfig };

/** `window.config` (page-config.ts) checked, once at start-up: the app's configuration. */
export function readRuntimeConfig(source: Partial<RuntimeConfig> | undefined = pageConfig()): RuntimeConfig {
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
