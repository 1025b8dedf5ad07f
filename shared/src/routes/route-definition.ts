import type { UserType } from '@portal/shared-options';

/** A remote by its name in shared/remotes.json (the same type as the contract's `RemoteName`; routes
 * comes before the contract, which imports it: issue 42). */
type RemoteName = keyof typeof import('./remotes.json');

/** Who may open a route (SPEC section 6). */
export type RouteAccess = 'public' | 'guest' | 'auth';

/**
 * One route of SPEC section 2. Host and remotes read the same table, so a path is written once; what
 * only the host needs (guards, its own pages) stays in the host.
 */
export interface RouteDefinition<Name extends string = string> {
  readonly name: Name;
  /** Path pattern as react-router reads it: `:param`, optional `:param?`. */
  readonly path: string;
  /** The remote that renders it, by role when several roles share a route (the dashboard). No remote: a host page. */
  readonly remote?: RemoteName | Readonly<Partial<Record<UserType, RemoteName>>>;
  readonly layout: 'main' | 'bare';
  readonly access: RouteAccess;
  readonly roles?: readonly UserType[];
  /** The drawer is hidden on login, forgotPassword, passwordReset and maintenance (SPEC section 2). */
  readonly hideDrawer?: boolean;
  /** Unverified users may open it (SPEC section 4: the route skips the verified check). */
  readonly skipVerifiedCheck?: boolean;
  /** Dutch document title. */
  readonly title: string;
}

/** A maker of the signed-in routes one role owns in one remote: only name, path and title differ. */
export function roleRoutes(remote: RemoteName, role: UserType) {
  return <Name extends string>(name: Name, path: string, title: string): RouteDefinition<Name> => ({
    name,
    path,
    title,
    remote,
    layout: 'main',
    access: 'auth',
    roles: [role],
  });
}
