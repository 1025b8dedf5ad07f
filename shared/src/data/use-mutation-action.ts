import { useCallback, useState } from 'react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { validationErrorsOf } from '@portal/shared/graphql';
import { useRemoteProps } from '@portal/shared/remote';
import { endpointContext, type EndpointOptions } from './endpoint-context';

export interface MutationOutcome<TData> {
  data: TData | null;
  /** 422 field errors of the api, keyed by field name. */
  fieldErrors: Record<string, string[]>;
  /** True when the call failed or returned no data; the screen then shows its Dutch error. */
  failed: boolean;
}

/**
 * Runs one mutation on the host's client without Apollo's React layer, so light (guest) routes stay
 * small. The host's client uses error policy 'all', so errors arrive in the result; a thrown error
 * (network) is caught too, so a screen never loses what the user typed.
 */
export function useMutationAction<TData, TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  { isPublic = false }: EndpointOptions = {},
) {
  const { client } = useRemoteProps();
  const [loading, setLoading] = useState(false);

  const run = useCallback(
    async (variables: TVariables): Promise<MutationOutcome<TData>> => {
      setLoading(true);
      try {
        // Erased to plain variables: Apollo's option types cannot be resolved for a generic TVariables.
        const document = mutation as TypedDocumentNode<TData, OperationVariables>;
        const result = await client.mutate({
          mutation: document,
          variables,
          fetchPolicy: 'no-cache',
          context: endpointContext(isPublic),
        });
        const data = (result.data ?? null) as TData | null;
        if (result.error) return { data, fieldErrors: validationErrorsOf(result.error), failed: true };
        return { data, fieldErrors: {}, failed: data === null };
      } catch (error) {
        return { data: null, fieldErrors: validationErrorsOf(error), failed: true };
      } finally {
        setLoading(false);
      }
    },
    [client, mutation, isPublic],
  );

  return { run, loading };
}
