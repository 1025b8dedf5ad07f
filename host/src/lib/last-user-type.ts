import type { UserType } from '@portal/shared/options';
import type { RouteDefinition } from '@portal/shared/routes';

// The guard rule of the start-up preload (issue 14: guards before remote code): a signed-in route's
// remote is only fetched before the guards ran when the last session on this device was of a kind the
// route admits, so a guest's protected address fetches no remote code before its guard sends it to
// login; and a route shared by roles (the dashboard) preloads the remote of that kind. Part of main.js
// (early-remote-preload.ts): it imports nothing shared at run time.

/**
 * The user type of the last session on this device: a role name, nothing personal. Kept in one place,
 * a cookie, because the host's server reads it too (server/route-preloads.mjs names the opened page's
 * remote files in the page by the same rule). A year, on this origin's pages only.
 */
const LAST_USER_TYPE_COOKIE = 'portal_last_user_type';
const YEAR_S = 365 * 24 * 3600;

export function lastUserType(cookies: string = document.cookie): UserType | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === LAST_USER_TYPE_COOKIE) return (decodeURIComponent(rest.join('=')) || null) as UserType | null;
  }
  return null;
}

/** Remembers which kind of user signed in here last; none after signing out. */
export function rememberUserType(userType: UserType | null | undefined): void {
  if (userType === undefined || userType === lastUserType()) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const value = userType === null ? '=; Max-Age=0' : `=${encodeURIComponent(userType)}; Max-Age=${YEAR_S}`;
  document.cookie = `${LAST_USER_TYPE_COOKIE}${value}; Path=/; SameSite=Lax${secure}`;
}

/** Whether the route's guard is expected to let the page through, as far as the device can tell. */
export function expectedAdmitted(
  route: Pick<RouteDefinition, 'access' | 'roles'>,
  userType: UserType | null,
): boolean {
  if (route.access !== 'auth') return true;
  return userType !== null && (!route.roles || route.roles.includes(userType));
}
