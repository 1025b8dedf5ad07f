import { preloadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_EXPOSED_MODULE, REMOTE_SCOPES, type RemoteName } from '@portal/shared/contract';
import type { UserType } from '@portal/shared/options';
import type { PortalRoute } from '@portal/shared/routes';
import { remoteFor } from '../../lib/route-remote';
import { preloadScreenChunks } from './preload-screen-chunks';

// Issue 8: the route's remote is requested as soon as the host knows the route (at start-up, from the
// address), in parallel with portalInitQuery instead of after it. The federation runtime reads the
// remote's manifest and preloads its remoteEntry.js, the parcel's own chunks and the route's screen chunk;
// loadRemote later finds them in the cache. Nothing here decides what the user may see: the guards still
// run first. A signed-in route's remote is only fetched early when the last session on this device was of
// a kind the route admits, so a guest's protected address fetches no remote code before its guard sends
// it to login (issue 14: guards before remote code).

/** The user type of the last session on this device: a route shared by roles (the dashboard) preloads its remote. */
const LAST_USER_TYPE_KEY = 'portal_last_user_type';

function lastUserType(): UserType | null {
  try {
    return window.localStorage.getItem(LAST_USER_TYPE_KEY) as UserType | null;
  } catch {
    return null;
  }
}

/** Remembers which kind of user signed in here last (a role name, nothing personal); none after signing out. */
export function rememberUserType(userType: UserType | null | undefined): void {
  if (userType === undefined) return;
  try {
    if (userType === null) window.localStorage.removeItem(LAST_USER_TYPE_KEY);
    else if (window.localStorage.getItem(LAST_USER_TYPE_KEY) !== userType)
      window.localStorage.setItem(LAST_USER_TYPE_KEY, userType);
  } catch {
    // Storage may be off (private mode): the preload is only an optimisation.
  }
}

/** Whether the route's guard is expected to let the page through, as far as the device can tell. */
function expectedAdmitted(route: PortalRoute, userType: UserType | null): boolean {
  if (route.access !== 'auth') return true;
  return userType !== null && (!route.roles || route.roles.includes(userType));
}

/**
 * The parcel's own chunk and the route's screen chunk (each screen is a chunk named after its route,
 * see the remotes' screens.ts). Other async chunks (other screens' libraries) are left for later.
 */
export function isFirstChunkOf(route: PortalRoute) {
  return (assetUrl: string) => {
    const file = assetUrl.slice(assetUrl.lastIndexOf('/') + 1);
    return file.startsWith('__federation_expose_') || file.startsWith(`screen-${route.name}.`);
  };
}

/**
 * Starts loading the remote of the page being opened (the route the router matched at start-up, none
 * for an unknown address) and, from its screen-chunks.json, the libraries of the route's screen; errors
 * are left to the real load.
 */
export function preloadRouteRemote(
  route: PortalRoute | undefined,
  manifests: Partial<Record<RemoteName, string>> = {},
): void {
  const userType = lastUserType();
  if (!route || !expectedAdmitted(route, userType)) return;
  const remote = remoteFor(route, userType);
  if (!remote) return;
  preloadRemote([
    {
      nameOrAlias: REMOTE_SCOPES[remote],
      exposes: [REMOTE_EXPOSED_MODULE],
      resourceCategory: 'all',
      filter: isFirstChunkOf(route),
    },
  ]).catch(() => undefined);
  const manifest = manifests[remote];
  if (manifest) preloadScreenChunks(manifest, route.name).catch(() => undefined);
}
