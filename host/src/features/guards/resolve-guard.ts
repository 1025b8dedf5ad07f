import {
  isImpersonating,
  isInMaintenance,
  isLoggedIn,
  isVerified,
  type PortalState,
} from '@portal/shared/session';
import type { PortalRoute } from '../../lib/route-types';
import type { RouteParams } from '../../lib/router';
import { resolveEntryRule } from './entry-rules';
import { unfinishedProfileRedirect, unsubscribedRedirect } from './profile-guards';

export type GuardResult = { allow: true } | { allow: false; redirect: string };

const allow: GuardResult = { allow: true };
const redirect = (to: string): GuardResult => ({ allow: false, redirect: to });

/**
 * The route guards of SPEC sections 4 and 6, in the order they apply. Pure: the host runs it before
 * any remote code is fetched, and tests cover each branch.
 */
export function resolveGuard(
  route: PortalRoute,
  state: PortalState,
  requestedPath: string,
  params: RouteParams = {},
): GuardResult {
  const maintenance = isInMaintenance(state);
  if (route.name === 'maintenance') return maintenance ? allow : redirect('/login');
  if (maintenance) return redirect('/onderhoud');

  const loggedIn = isLoggedIn(state);
  if (route.name === 'home') return redirect(loggedIn ? '/dashboard' : '/login');
  if (route.access === 'guest' && loggedIn) return redirect('/dashboard');
  if (route.access === 'auth' && !loggedIn) {
    return redirect(`/login?redirect=${encodeURIComponent(requestedPath)}`);
  }
  if (!loggedIn) return allow;

  const userType = state.session.user?.detailTypeObject.value;
  if (route.roles && (!userType || !route.roles.includes(userType))) return redirect('/dashboard');

  const verified = isVerified(state);
  if (!verified && !isImpersonating(state) && !route.skipVerifiedCheck) return redirect('/account-activeren');
  if (route.name === 'activateAccount' && verified) return redirect('/dashboard');

  const next =
    unfinishedProfileRedirect(route.name, state) ??
    unsubscribedRedirect(route.name, state) ??
    resolveEntryRule(route.name, state, params);
  return next && next !== requestedPath ? redirect(next) : allow;
}
