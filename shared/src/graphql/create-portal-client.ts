import type { ApolloClient } from '@apollo/client';
import { derivePortalEndpoints } from './endpoints';
import { rememberPortalEndpoints } from './portal-endpoints';
import type { PortalErrorHandlers } from './error-link';

export interface PortalClientConfig {
  qoreGraphqlUrl?: string | null;
  /** Client name and version sent with every call, so the api can tell releases apart in its logs. */
  release?: string;
}

export { PUBLIC_OPERATION_NAMES } from '@portal/shared-options';
/** The batch defaults of SPEC section 9, the same numbers the api enforces. */
export { BATCH_INTERVAL_MS, BATCH_MAX as BATCH_MAX_OPERATIONS } from '@portal/shared-options';

/** Loads and builds the Apollo client behind a portal client, once. */
const loaders = new WeakMap<object, () => Promise<ApolloClient>>();

/**
 * The one client of the portal (SPEC section 7; what it does: apollo-portal-client.ts). Its Apollo
 * code (about 40 KiB compressed) is a chunk of its own, loaded on the client's first use or when
 * `preloadPortalClient` asks (issue 8): a first screen whose reads were answered beside the session
 * (decisions 0012, 0020) paints without it. The portal talks to the api through `query`, `mutate`
 * and `clearStore` only (`@portal/shared/data` is the one way for remotes); those wait for the
 * client's code, the rest of Apollo's client is not there. The address is checked at once, as before:
 * without one this throws MISSING_GRAPHQL_URL_MESSAGE.
 */
export function createPortalClient(
  config: PortalClientConfig,
  handlers: PortalErrorHandlers,
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
): ApolloClient {
  const endpoints = derivePortalEndpoints(config.qoreGraphqlUrl);
  rememberPortalEndpoints(endpoints);
  let loading: Promise<ApolloClient> | undefined;
  const apollo = () =>
    (loading ??= import(/* webpackChunkName: "apollo-portal-client" */ './apollo-portal-client').then(
      ({ buildApolloPortalClient }) => buildApolloPortalClient(config, endpoints, handlers, fetchImpl),
      (error: unknown) => {
        // The request that needed it is rejected (its callers treat that as a failed request); the
        // next one loads it again.
        loading = undefined;
        throw error;
      },
    ));
  const client = {
    query: ((options) => apollo().then((built) => built.query(options))) as ApolloClient['query'],
    mutate: ((options) => apollo().then((built) => built.mutate(options))) as ApolloClient['mutate'],
    // Nothing to clear before the client was built: it has kept nothing yet.
    clearStore: () => (loading ? apollo().then((built) => built.clearStore()) : Promise.resolve([])),
  };
  loaders.set(client, apollo);
  return client as unknown as ApolloClient;
}

/**
 * Starts loading the client's code now, so the first request after the first screen does not wait for
 * it (the host asks once the page has settled). Resolves when the client is built; a client not made
 * by createPortalClient resolves at once.
 */
export async function preloadPortalClient(client: ApolloClient): Promise<void> {
  await loaders.get(client)?.();
}
