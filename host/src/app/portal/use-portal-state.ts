import { startTransition, useCallback, useReducer, useRef } from 'react';
import type { ApolloClient } from '@apollo/client';
import { PORTAL_INIT_QUERY } from '@portal/shared/graphql';
import { INITIAL_PORTAL_STATE, portalReducer, type PortalState } from '@portal/shared/session';
import { takeEarlySession } from '../../lib/start-plan';

type Session = PortalState['session'];

/**
 * The session: the first time from the answer main.js asked for (read as it is, without the client's
 * work on the query's document), otherwise, and whenever that answer is not a plain one, through the
 * client with its error handling.
 */
async function readSession(client: ApolloClient): Promise<Session> {
  const early = await takeEarlySession<Session>();
  if (early) return early;
  const result = await client.query({ query: PORTAL_INIT_QUERY, variables: { uri: '' } });
  const session = result.data?.portalInit.session;
  if (result.error || !session) throw result.error ?? new Error('portalInitQuery gaf geen sessie');
  return session;
}

/**
 * Portal state with its start-up query. Concurrent calls share one request, so a burst of guards and
 * error handlers re-initialising at once costs one round trip.
 */
export function usePortalState(client: ApolloClient) {
  const [state, dispatch] = useReducer(portalReducer, INITIAL_PORTAL_STATE);
  const inFlight = useRef<Promise<Session | null> | null>(null);
  const started = useRef(false);

  const initialize = useCallback(async () => {
    if (!inFlight.current) {
      dispatch({ type: 'loading' });
      inFlight.current = readSession(client)
        .then((session) => {
          const success = () => dispatch({ type: 'success', session, at: Date.now() });
          // The first session turns the start-up's 'Laden...' into the whole shell and the route's
          // screen: as a transition React renders that in slices instead of one long task (issue 8).
          // Later sessions (a sign-in, a sign-out) commit at once: the moves that follow them rely on it.
          if (started.current) success();
          else startTransition(success);
          started.current = true;
          return session;
        })
        .catch(() => {
          dispatch({ type: 'failure' });
          return null;
        })
        .finally(() => {
          inFlight.current = null;
        });
    }
    await inFlight.current;
  }, [client]);

  const clear = useCallback(() => dispatch({ type: 'clear' }), []);

  return { state, initialize, clear };
}
