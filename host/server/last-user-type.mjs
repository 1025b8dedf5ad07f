// The kind of user who last signed in on this device, and the guard rule of the start-up (issue 14:
// guards before remote code): a signed-in route's remote is only named in the start plan when the last
// session on this device was of a kind the route admits, so a guest's protected address fetches no
// remote code before its guard sends it to login; and a route shared by roles (the dashboard) names the
// remote of that kind. One module for both sides: the host's server reads the cookie for the start plan
// (./start-plan.mjs), the app writes it and picks a route's remote with the same rule (plain JS, so the
// server can run it; the app's TypeScript reads its types from the comments).

/** A role name, nothing personal. A year, on this origin's pages only. */
export const LAST_USER_TYPE_COOKIE = 'portal_last_user_type';
const YEAR_S = 365 * 24 * 3600;

/**
 * The user type of the last session on this device, from a Cookie header or `document.cookie`.
 * @param {string | undefined} cookies
 * @returns {import('@portal/shared/options').UserType | null}
 */
export function lastUserType(cookies) {
  for (const part of (cookies ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== LAST_USER_TYPE_COOKIE) continue;
    try {
      return (
        /** @type {import('@portal/shared/options').UserType} */ (decodeURIComponent(rest.join('='))) || null
      );
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Remembers (in the browser) which kind of user signed in here last; none after signing out.
 * @param {import('@portal/shared/options').UserType | null | undefined} userType
 */
export function rememberUserType(userType) {
  if (userType === undefined || userType === lastUserType(document.cookie)) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const value = userType === null ? '=; Max-Age=0' : `=${encodeURIComponent(userType)}; Max-Age=${YEAR_S}`;
  document.cookie = `${LAST_USER_TYPE_COOKIE}${value}; Path=/; SameSite=Lax${secure}`;
}

/**
 * Whether the route's guard is expected to let the page through, as far as the device can tell.
 * @param {Pick<import('@portal/shared/routes').RouteDefinition, 'access' | 'roles'>} route
 * @param {import('@portal/shared/options').UserType | null} userType
 */
export function expectedAdmitted(route, userType) {
  if (route.access !== 'auth') return true;
  return userType !== null && (!route.roles || route.roles.includes(userType));
}

/**
 * The remote that shows a route: the route's own, or, for a route shared by roles (the dashboard), the
 * one of the user's type; none without a type. The start plan asks it with the type of the last
 * session on the device, the route screen with the session's.
 * @param {Pick<import('@portal/shared/routes').RouteDefinition, 'remote'>} route
 * @param {import('@portal/shared/options').UserType | null | undefined} userType
 * @returns {import('@portal/shared/contract').RemoteName | undefined}
 */
export function remoteFor(route, userType) {
  if (typeof route.remote === 'string') return route.remote;
  return userType ? route.remote?.[userType] : undefined;
}
