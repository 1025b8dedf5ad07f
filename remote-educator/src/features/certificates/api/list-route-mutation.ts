import { useCallback, useRef, useState } from 'react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { PARTICIPANT_LIST_PATH, PARTICIPANT_LIST_TOO_LARGE } from '@portal/shared/csv';
import type { MutationOutcome } from '@portal/shared/data';
import { currentPortalEndpoints, validationErrorsOf } from '@portal/shared/graphql';
import { useRemoteProps } from '@portal/shared/remote';

/**
 * Checking and awarding a list go to the list's own route (`/graphql/portal/participant-list`,
 * decision 0030), which takes up to 1 MB where the general route takes 100 kB: the same client and
 * links, another address for these two operations only. Awarding carries an idempotency key, so a
 * doubled click or a retry of an unanswered attempt awards once.
 */
/** The header the api reads a submit's key from (as useMutationAction sends it). */
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export function useListRouteMutation<TData, TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  { idempotent = false }: { idempotent?: boolean } = {},
) {
  const { client } = useRemoteProps();
  const [loading, setLoading] = useState(false);
  const keys = useRef(new Map<string, string>());

  const run = useCallback(
    async (variables: TVariables): Promise<MutationOutcome<TData>> => {
      setLoading(true);
      const attempt = JSON.stringify(variables);
      const key = idempotent ? (keys.current.get(attempt) ?? globalThis.crypto.randomUUID()) : undefined;
      if (key) keys.current.set(attempt, key);
      let answered = false;
      try {
        const result = await client.mutate({
          mutation: mutation as TypedDocumentNode<TData, OperationVariables>,
          variables,
          fetchPolicy: 'no-cache',
          context: {
            uri: `${currentPortalEndpoints().portal}${PARTICIPANT_LIST_PATH}`,
            ...(key ? { headers: { [IDEMPOTENCY_HEADER]: key } } : {}),
          },
        });
        const data = (result.data ?? null) as TData | null;
        if (result.error) {
          // The route refuses a body over its limit before reading it, in the list's own words.
          if (ServerError.is(result.error) && result.error.statusCode === 413) {
            answered = true;
            return { data: null, fieldErrors: { list: [PARTICIPANT_LIST_TOO_LARGE] }, failed: true };
          }
          const fieldErrors = validationErrorsOf(result.error);
          answered = Object.keys(fieldErrors).length > 0;
          return { data, fieldErrors, failed: true };
        }
        answered = data !== null;
        return { data, fieldErrors: {}, failed: data === null };
      } catch (error) {
        return { data: null, fieldErrors: validationErrorsOf(error), failed: true };
      } finally {
        if (answered && keys.current.get(attempt) === key) keys.current.delete(attempt);
        setLoading(false);
      }
    },
    [client, mutation, idempotent],
  );

  return { run, loading };
}
