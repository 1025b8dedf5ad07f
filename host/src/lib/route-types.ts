import type { RemoteName } from '@portal/shared/contract';
import type { UserType } from '@portal/shared/options';

/** Who may open a route (SPEC section 6). */
export type RouteAccess = 'public' | 'guest' | 'auth';

/** Host-owned screens; every other screen lives in a remote. */
export type HostScreen = 'home' | 'maintenance' | 'error';

export interface PortalRoute {
  name: string;
  /** Path pattern: `:param`, optional `:param?` (see lib/router/match-path.ts). */
  path: string;
  /** The remote that renders it, by role when several roles share a route (the dashboard). */
  remote?: RemoteName | Partial<Record<UserType, RemoteName>>;
  host?: HostScreen;
  layout: 'main' | 'bare';
  access: RouteAccess;
  roles?: UserType[];
  /** The drawer is hidden on login, forgotPassword, passwordReset and maintenance (SPEC section 2). */
  hideDrawer?: boolean;
  /** Unverified users may open it (SPEC section 4: the route skips the verified check). */
  skipVerifiedCheck?: boolean;
  /** Dutch document title. */
  title: string;
}

/** A maker of the signed-in routes one role owns in one remote: only name, path and title differ. */
export function roleRoutes(remote: RemoteName, role: UserType) {
  return (name: string, path: string, title: string): PortalRoute => ({
    name,
    path,
    title,
    remote,
    layout: 'main',
    access: 'auth',
    roles: [role],
  });
}
