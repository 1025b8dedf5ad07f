import type { ApolloClient } from '@apollo/client';
import type { PortalState } from '../session/portal-state';
import REMOTES from '../../remotes.json';

/**
 * The contract between the host and a remote. The host mounts a remote's parcel with these props; the
 * remote renders only the named screen, and every navigation goes back through the host's router.
 */
export type RemoteName = keyof typeof REMOTES;

/** Every remote in order; `shared/remotes.json` is the one list (plain Node scripts read it too). */
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** Module Federation names and the one module each remote exposes. */
export const REMOTE_SCOPES = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, REMOTES[name].scope]),
) as Record<RemoteName, string>;
export const REMOTE_EXPOSED_MODULE = 'parcel';

export interface PortalNavigation {
  /** Navigate inside the portal (a path such as '/dashboard'). */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** The href of a named route of the host's route table, with its parameters filled in. */
  href: (routeName: string, params?: Record<string, string | undefined>) => string;
  /** Sign-in happened: re-initialise the portal and go to `redirect` (default the dashboard). */
  loggedIn: (redirect?: string) => Promise<void>;
  /** Sign out; resolves to true when the api revoked the session. */
  logout: (options?: { redirect?: boolean }) => Promise<boolean>;
  /** Re-read the session (after a change that affects guards or the drawer). */
  reinitialize: () => Promise<void>;
}

export interface RemoteScreenProps {
  /** The route name of SPEC section 2 (for example 'login', 'dashboard'). */
  screen: string;
  params: Record<string, string | undefined>;
  query: Record<string, string>;
  portal: PortalState;
  client: ApolloClient;
  navigation: PortalNavigation;
}

/** What `remote/parcel` exports: single-spa parcel lifecycles plus the screens it can render. */
export interface RemoteParcelModule {
  bootstrap: (props: RemoteScreenProps) => Promise<unknown>;
  mount: (props: RemoteScreenProps) => Promise<unknown>;
  unmount: (props: RemoteScreenProps) => Promise<unknown>;
  update?: (props: RemoteScreenProps) => Promise<unknown>;
  screens: readonly string[];
  version: string;
}
