import { createContext, useContext } from 'react';
import type { Navigator } from '@portal/shared/router';
import type { PortalRouter } from './create-portal-router';

/**
 * The navigator a remote's `<Router>` runs on: the host's own data router, so a remote's Link and
 * useNavigate push onto the one history and the host's guards run for every step.
 */
export function navigatorOf(router: PortalRouter): Navigator {
  return {
    createHref: router.createHref,
    encodeLocation: router.encodeLocation,
    go: (delta) => void router.navigate(delta),
    push: (to, state, options) => void router.navigate(to, { ...options, state }),
    replace: (to, state, options) => void router.navigate(to, { ...options, state, replace: true }),
  };
}

export const RemoteNavigatorContext = createContext<Navigator | null>(null);

export function useRemoteNavigator(): Navigator {
  const navigator = useContext(RemoteNavigatorContext);
  if (!navigator) throw new Error('useRemoteNavigator is used outside the App');
  return navigator;
}
