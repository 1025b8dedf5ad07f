import { useCallback, useRef, useState } from 'react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { validationErrorsOf } from '@portal/shared-graphql';
import { useRemoteProps } from '@portal/shared-remote';
import { endpointContext, type EndpointOptions } from './endpoint-context';

export interface MutationOutcome<TData> {
  data: TData | null;
  /** 422 field errors of the api, keyed by field name. */
  fieldErrors: Record<string, string[]>;
  /** True when the call failed or returned no data; the screen then shows its Dutch error. */
  failed: boolean;
}

export interface MutationActionOptions extends EndpointOptions {
  /**
   * Sends an `Idempotency-Key` with the mutation (submits, payment starts: issue 41), so the api runs
   * it once: a doubled click, or a retry of an attempt whose answer never came, sends the same key
   * and gets the first answer instead of doing it twice. A new key once an attempt was answered
   * (done, or refused with a message): the next one is a new attempt.
   */
  idempotent?: boolean;
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

function newKey(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * Runs one mutation on the host's client without Apollo's React layer, so light (guest) routes stay
 * small. The host's client uses error policy 'all', so errors arrive in the result; a thrown error
 * (network) is caught too, so a screen never loses what the user typed.
 */
export function useMutationAction<TData, TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  { isPublic = false, idempotent = false }: MutationActionOptions = {},
) {
  const { client } = useRemoteProps();
  const [loading, setLoading] = useState(false);
  // Per variables: the key of the attempt in flight, or of one whose answer never came.
  const keys = useRef(new Map<string, string>());

  const run = useCallback(
    async (variables: TVariables): Promise<MutationOutcome<TData>> => {
      setLoading(true);
      const attempt = JSON.stringify(variables);
      let key: string | undefined;
      if (idempotent) {
        key = keys.current.get(attempt) ?? newKey();
        keys.current.set(attempt, key);
      }
      let answered = false;
      try {
        // Erased to plain variables: Apollo's option types cannot be resolved for a generic TVariables.
        const document = mutation as TypedDocumentNode<TData, OperationVariables>;
        const endpoint = endpointContext(isPublic);
        const result = await client.mutate({
          mutation: document,
          variables,
          fetchPolicy: 'no-cache',
          context: key ? { ...endpoint, headers: { [IDEMPOTENCY_HEADER]: key } } : endpoint,
        });
        const data = (result.data ?? null) as TData | null;
        if (result.error) {
          const fieldErrors = validationErrorsOf(result.error);
          answered = Object.keys(fieldErrors).length > 0;
          return { data, fieldErrors, failed: true };
        }
        answered = data !== null;
        return { data, fieldErrors: {}, failed: data === null };
      } catch (error) {
        return { data: null, fieldErrors: validationErrorsOf(error), failed: true };
      } finally {
        // Answered: the next run is a new attempt. Not answered (the network, a 409 while the first
        // still ran, a 503): the retry is the same attempt and keeps its key.
        if (answered && keys.current.get(attempt) === key) keys.current.delete(attempt);
        setLoading(false);
      }
    },
    [client, mutation, isPublic, idempotent],
  );

  return { run, loading };
}
