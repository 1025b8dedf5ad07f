import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { BatchHttpLink } from '@apollo/client/link/batch-http';
import { RetryLink } from '@apollo/client/link/retry';
import { ServerError } from '@apollo/client/errors';
import { OperationTypeNode } from 'graphql';
import './apollo-default-options';
import type { PortalEndpoints } from './endpoints';
import { createPortalErrorLink, type PortalErrorHandlers } from './error-link';
import { XSRF_HEADER, readXsrfToken } from './xsrf';
import { BATCH_INTERVAL_MS, BATCH_MAX, PUBLIC_OPERATION_NAMES } from '@portal/shared-options';
import type { PortalClientConfig } from './create-portal-client';

/** An operation asks for the public endpoint by name or with `context: { public: true }`. */
function isPublicOperation(operation: ApolloLink.Operation): boolean {
  return PUBLIC_OPERATION_NAMES.has(operation.operationName ?? '') || operation.getContext().public === true;
}

function isQuery(operation: ApolloLink.Operation): boolean {
  return operation.operationType === OperationTypeNode.QUERY;
}

/**
 * The one Apollo client of the portal (SPEC section 7): credentials included, the anti-forgery token
 * on every call, queries batched, one retry for queries on a network failure, no caching, error
 * policy 'all', and the error catalogue of SPEC section 8 in one link. Built on the portal client's
 * first use (create-portal-client.ts): this module and Apollo are a chunk of their own.
 */
export function buildApolloPortalClient(
  config: PortalClientConfig,
  endpoints: PortalEndpoints,
  handlers: PortalErrorHandlers,
  fetchImpl: typeof fetch,
): ApolloClient {
  const common = { credentials: 'include' as const, fetch: fetchImpl };

  const xsrfLink = new ApolloLink((operation, forward) => {
    const token = readXsrfToken();
    if (token) {
      operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
        headers: { ...headers, [XSRF_HEADER]: token },
      }));
    }
    return forward(operation);
  });

  const batched = (uri: string) =>
    new BatchHttpLink({ ...common, uri, batchInterval: BATCH_INTERVAL_MS, batchMax: BATCH_MAX });
  const single = (uri: string) => new HttpLink({ ...common, uri });

  const transport = ApolloLink.split(
    isPublicOperation,
    ApolloLink.split(isQuery, batched(endpoints.portalPublicBatch), single(endpoints.portalPublic)),
    ApolloLink.split(isQuery, batched(endpoints.portalBatch), single(endpoints.portal)),
  );

  // Only queries are retried: repeating a mutation after a lost answer could apply it twice.
  const retryLink = new RetryLink({
    delay: { initial: 300, max: 2000, jitter: true },
    attempts: { max: 2, retryIf: (error, operation) => isQuery(operation) && !ServerError.is(error) },
  });

  return new ApolloClient({
    link: ApolloLink.from([createPortalErrorLink(handlers), retryLink, xsrfLink, transport]),
    cache: new InMemoryCache(),
    clientAwareness: { name: 'portal', version: config.release ?? 'onbekend' },
    defaultOptions: {
      watchQuery: { fetchPolicy: 'no-cache', errorPolicy: 'all' },
      query: { fetchPolicy: 'no-cache', errorPolicy: 'all' },
      mutate: { fetchPolicy: 'no-cache', errorPolicy: 'all' },
    },
  });
}
