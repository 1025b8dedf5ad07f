import type { PortalRoute } from '@portal/shared/routes';
import type { StartRoute } from '../early-remote-preload';

/** A route as host/build/start-routes.cjs writes it into main.js: only what the match and guards read. */
export function startRouteOf({ name, path, remote, access, roles }: PortalRoute): StartRoute {
  return { name, path, ...(remote ? { remote } : {}), access, ...(roles ? { roles } : {}) };
}
