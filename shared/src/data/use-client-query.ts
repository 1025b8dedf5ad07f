import { useCallback, useEffect, useState } from 'react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useRemoteProps } from '@portal/shared-remote';
import type { EndpointOptions } from './endpoint-context';
import { heldOrSent, sendRead } from './first-reads';

export interface ClientQueryState<TData> {
  /** The last answer for the current variables; kept when reading them again fails. */
  data: TData | null;
  loading: boolean;
  failed: boolean;
  refetch: () => Promise<void>;
}

/** The data held, with the variables it answers. */
interface HeldData<TData> {
  data: TData | null;
  variablesKey: string | null;
}

const NO_DATA: HeldData<never> = { data: null, variablesKey: null };

/**
 * Reads one query from the api on mount (and on `refetch`), always from the network: the portal
 * keeps no cache (SPEC section 7). Plain client calls keep Apollo's React layer off these routes.
 *
 * A failed read comes back as a result with `error` and no data (the host's client has error policy
 * 'all'; Apollo 4 does that for network failures too). Data already shown stays when reading the same
 * variables again fails, so a screen says the failure above it instead of losing what it showed; data
 * of other variables does not stand in for a failed read of new ones.
 *
 * The first load takes the held answer to the same read (@portal/shared/held-answers: main.js asked
 * for it, or the remote's parcel started it as it mounted, `startClientQuery`, decision 0013), so
 * starting it early sends no second request; a refetch always goes to the network.
 */
export function useClientQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  { skip = false, isPublic = false }: { skip?: boolean } & EndpointOptions = {},
): ClientQueryState<TData> {
  const { client } = useRemoteProps();
  const [held, setHeld] = useState<HeldData<TData>>(NO_DATA);
  const [loading, setLoading] = useState(!skip);
  const [failed, setFailed] = useState(false);
  const variablesKey = JSON.stringify(variables);

  /** Reads from the network; the first load takes a held answer (`startClientQuery`, main.js). */
  const read = useCallback(
    async (takeStarted: boolean) => {
      setLoading(true);
      const keepIfSame = (previous: HeldData<TData>) =>
        previous.variablesKey === variablesKey ? previous : NO_DATA;
      try {
        const variables = JSON.parse(variablesKey) as OperationVariables;
        const send = takeStarted ? heldOrSent : sendRead;
        const result = await send(client, query, variables, isPublic);
        const data = (result.data ?? null) as TData | null;
        setHeld((previous) => (data === null ? keepIfSame(previous) : { data, variablesKey }));
        setFailed(Boolean(result.error) || data === null);
      } catch {
        setHeld(keepIfSame);
        setFailed(true);
      } finally {
        setLoading(false);
      }
    },
    [client, query, variablesKey, isPublic],
  );
  const load = useCallback(() => read(false), [read]);

  useEffect(() => {
    if (!skip) void read(true);
  }, [read, skip]);

  return { data: held.data, loading: skip ? false : loading, failed, refetch: load };
}
