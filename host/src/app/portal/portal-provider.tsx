import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from '@portal/shared/router';
import type { PortalNavigation } from '@portal/shared/contract';
import { hrefFor } from '@portal/shared/routes';
import {
  createPortalClient,
  LOGOUT_PORTAL_USER,
  preloadPortalClient,
  TOKEN_REVOKED_STATUS,
} from '@portal/shared/graphql';
import { withHeldAnswers } from '@portal/shared/held-answers';
import type { RuntimeConfig } from '../../config/runtime-config';
import { PortalContext, type PortalContextValue } from '../../lib/portal-context';
import { safeRedirect } from '../../lib/safe-redirect';
import { rememberUserType } from '../../../server/last-user-type.mjs';
import { whenPageSettled } from '../../lib/when-page-settled';
import { usePortalState } from './use-portal-state';

interface PortalProviderProps {
  config: RuntimeConfig;
  children: ReactNode;
}

/**
 * Owns the one Apollo client, the portal state and the session actions handed to remotes. The client's
 * error link (SPEC section 8) calls back into this provider through a ref, because the client must
 * exist before the state that uses it.
 */
export function PortalProvider({ config, children }: PortalProviderProps) {
  // The error link and the remotes navigate from outside React's render: always through the latest navigate.
  const navigateNow = useNavigate();
  const navigateRef = useRef(navigateNow);
  navigateRef.current = navigateNow;
  // flushSync: the data router otherwise applies a navigation inside a React transition, which commits
  // after `sessionMoving` (below) is cleared: the page being left renders once more with the new session
  // and its guard redirects first (signing out then ends on /login?redirect=%2Fdashboard, which
  // e2e/tests/sign-in.spec.ts catches). The other navigations here (maintenance, /fout) likewise follow a
  // change of the portal state, so every navigation of this provider commits at once.
  const router = useMemo(
    () => ({
      navigate: async (to: string, options?: { replace?: boolean }) =>
        navigateRef.current(to, { ...options, flushSync: true }),
    }),
    [],
  );
  const onUnauthenticated = useRef<() => void>(() => undefined);
  // While signing out, or once signed out, a 401/403 of a request that was already under way only
  // says the session ended: no hard redirect to /fout for it.
  const sessionEnding = useRef(false);
  const onMaintenance = useRef<() => void>(() => undefined);
  // The answers main.js already asked for (@portal/shared/held-answers): the first session is read from
  // its answer (use-portal-state.ts), the opened screen's first reads by the screen's first load without
  // the client's work on their documents (issue 8); a request of the client that is one of them takes
  // its answer.
  const [client] = useState(() => {
    const created = createPortalClient(
      config,
      {
        onUnauthenticated: () => onUnauthenticated.current(),
        onMaintenance: () => onMaintenance.current(),
        onForbidden: () => {
          if (!sessionEnding.current) window.location.assign(hrefFor('error'));
        },
        onError: () => void router.navigate(hrefFor('error')),
      },
      withHeldAnswers((...args) => globalThis.fetch(...args)),
    );
    return created;
  });
  const { state, initialize } = usePortalState(client);

  // The guards only show /onderhoud when the portal knows it is in maintenance: re-read it first.
  onMaintenance.current = () => {
    void initialize().then(() => router.navigate(hrefFor('maintenance'), { replace: true }));
  };
  onUnauthenticated.current = () => void moveWithSession(hrefFor('login'));

  useEffect(() => {
    void initialize();
  }, [initialize]);

  // The first screen needs none of the client's code when its reads were answered beside the session;
  // the next request (a sign-in, a form's save) should not wait for it either (issue 8).
  useEffect(() => whenPageSettled(() => void preloadPortalClient(client).catch(() => undefined)), [client]);

  // While a sign-in or sign-out re-reads the session and moves on, the guards of the page being left
  // must not redirect on the new session: the router navigates asynchronously, and their redirect
  // would overtake the one this provider asked for.
  const [sessionMoving, setSessionMoving] = useState(false);
  const moveWithSession = useCallback(
    async (to: string | null) => {
      setSessionMoving(true);
      try {
        await initialize();
        if (to) await router.navigate(to, { replace: true });
      } finally {
        setSessionMoving(false);
      }
    },
    [initialize, router],
  );

  const navigation = useMemo<PortalNavigation>(
    () => ({
      loggedIn: async (redirect) => {
        sessionEnding.current = false;
        await moveWithSession(safeRedirect(redirect));
      },
      logout: async (options) => {
        sessionEnding.current = true;
        // A request that could not be sent at all (the client's code failed to load) is no sign-out either.
        const result = await client.mutate({ mutation: LOGOUT_PORTAL_USER }).catch(() => null);
        // Only TOKEN_REVOKED means signed out (SPEC section 4); any other status changes nothing.
        if (result?.data?.logoutPortalUser.status !== TOKEN_REVOKED_STATUS) {
          sessionEnding.current = false;
          return false;
        }
        // A signed-out device no longer fetches a signed-in remote at start-up (server/start-plan.mjs).
        rememberUserType(null);
        await moveWithSession(options?.redirect !== false ? hrefFor('login') : null);
        return true;
      },
      reinitialize: initialize,
    }),
    [client, initialize, moveWithSession],
  );

  const value = useMemo<PortalContextValue>(
    () => ({ state, config, client, initialize, navigation, sessionMoving }),
    [state, config, client, initialize, navigation, sessionMoving],
  );
  return <PortalContext.Provider value={value}>{children}</PortalContext.Provider>;
}
