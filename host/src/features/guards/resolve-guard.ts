import {
  isImpersonating,
  isInMaintenance,
  isLoggedIn,
  isVerified,
  type PortalState,
} from '@portal/shared/session';
import { hrefFor, type PortalRoute, type RouteParams } from '@portal/shared/routes';
import { safeRedirect } from '../../lib/safe-redirect';
import { resolveEntryRule } from './entry-rules';
import { unfinishedProfileRedirect, unsubscribedRedirect } from './profile-guards';

export type GuardResult = { allow: true } | { allow: false; redirect: string };

const allow: GuardResult = { allow: true };

function redirectParam(requestedPath: string): string | null {
  const query = requestedPath.indexOf('?');
  return query < 0 ? null : new URLSearchParams(requestedPath.slice(query)).get('redirect');
}
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
  if (route.name === 'maintenance') return maintenance ? allow : redirect(hrefFor('login'));
  if (maintenance) return redirect(hrefFor('maintenance'));

  const loggedIn = isLoggedIn(state);
  if (route.name === 'home') return redirect(hrefFor(loggedIn ? 'dashboard' : 'login'));
  if (route.access === 'guest' && loggedIn) {
    // Signed in on /login?redirect=...: on to that page, as the sign-in itself does (and the two
    // navigations right after a sign-in end on the same page).
    const target = route.name === 'login' ? redirectParam(requestedPath) : null;
    return redirect(safeRedirect(target));
  }
  if (route.access === 'auth' && !loggedIn) {
    return redirect(`${hrefFor('login')}?redirect=${encodeURIComponent(requestedPath)}`);
  }
  if (!loggedIn) return allow;

  const userType = state.session.user?.detailTypeObject.value;
  if (route.roles && (!userType || !route.roles.includes(userType))) return redirect(hrefFor('dashboard'));

  const verified = isVerified(state);
  if (!verified && !isImpersonating(state) && !route.skipVerifiedCheck)
    return redirect(hrefFor('activateAccount'));
  if (route.name === 'activateAccount' && verified) return redirect(hrefFor('dashboard'));

  const next =
    unfinishedProfileRedirect(route.name, state) ??
    unsubscribedRedirect(route.name, state) ??
    resolveEntryRule(route.name, state, params);
  return next && next !== requestedPath ? redirect(next) : allow;
}
