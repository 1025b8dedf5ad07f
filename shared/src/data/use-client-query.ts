import { useCallback, useEffect, useState } from 'react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useRemoteProps } from '@portal/shared/remote';
import { endpointContext, type EndpointOptions } from './endpoint-context';

export interface ClientQueryState<TData> {
  data: TData | null;
  loading: boolean;
  failed: boolean;
  refetch: () => Promise<void>;
}

/**
 * Reads one query from the api on mount (and on `refetch`), always from the network: the portal
 * keeps no cache (SPEC section 7). Plain client calls keep Apollo's React layer off these routes.
 */
export function useClientQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  { skip = false, isPublic = false }: { skip?: boolean } & EndpointOptions = {},
): ClientQueryState<TData> {
  const { client } = useRemoteProps();
  const [data, setData] = useState<TData | null>(null);
  const [loading, setLoading] = useState(!skip);
  const [failed, setFailed] = useState(false);
  const variablesKey = JSON.stringify(variables);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      // Erased to plain variables: Apollo's option types cannot be resolved for a generic TVariables.
      const document = query as TypedDocumentNode<TData, OperationVariables>;
      const variables = JSON.parse(variablesKey) as OperationVariables;
      const result = await client.query({
        query: document,
        variables,
        fetchPolicy: 'no-cache',
        context: endpointContext(isPublic),
      });
      setData((result.data ?? null) as TData | null);
      setFailed(Boolean(result.error) || !result.data);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [client, query, variablesKey, isPublic]);

  useEffect(() => {
    if (!skip) void load();
  }, [load, skip]);

  return { data, loading: skip ? false : loading, failed, refetch: load };
}
