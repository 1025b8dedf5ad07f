import type { RemoteName } from '@portal/shared/contract';
import type { UserType } from '@portal/shared/options';
import type { RouteDefinition } from '@portal/shared/routes';

/**
 * The remote that shows a route: the route's own, or, for a route shared by roles (the dashboard), the
 * one of the user's type; none without a type. The start-up preload asks it with the type of the last
 * session on the device, the route screen with the session's. Part of main.js too: types only.
 */
export function remoteFor(
  route: Pick<RouteDefinition, 'remote'>,
  userType: UserType | null | undefined,
): RemoteName | undefined {
  if (typeof route.remote === 'string') return route.remote;
  return userType ? route.remote?.[userType] : undefined;
}
