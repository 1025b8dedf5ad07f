import type { ApolloClient } from '@apollo/client';
import type { Location, Navigator } from '@portal/shared-router';
import type { RouteName } from '@portal/shared-routes';
import type { PortalState } from '@portal/shared-session';
import REMOTES from '@portal/shared-routes/remotes.json';

/**
 * The contract between the host and a remote. The host mounts a remote's parcel with these props; the
 * remote renders only the named screen inside react-router's context bound to the host's history
 * (`location` and `navigator`), so its Link, useNavigate and useParams move the host's router.
 */
export type RemoteName = keyof typeof REMOTES;

/** Every remote in order; `shared/src/routes/remotes.json` is the one list (plain Node scripts read it too). */
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** Module Federation names and the one module each remote exposes. */
export const REMOTE_SCOPES = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, REMOTES[name].scope]),
) as Record<RemoteName, string>;
export const REMOTE_EXPOSED_MODULE = 'parcel';

/** What a remote asks of the host beyond moving between routes (that goes through react-router). */
export interface PortalNavigation {
  /** Sign-in happened: re-initialise the portal and go to `redirect` (default the dashboard). */
  loggedIn: (redirect?: string) => Promise<void>;
  /** Sign out; resolves to true when the api revoked the session. */
  logout: (options?: { redirect?: boolean }) => Promise<boolean>;
  /** Re-read the session (after a change that affects guards or the drawer). */
  reinitialize: () => Promise<void>;
  /**
   * Asks the host's router (react-router's blocker) to hold any navigation `request.shouldBlock` names:
   * a link, the menu or drawer, the browser's back button. Returns the function that lifts it. Absent on
   * hosts built before it (contract 1.1): a screen then simply does not ask.
   */
  blockLeaving?: BlockLeaving;
}

/** What a screen with unsaved changes asks of the host's router. */
export interface LeaveRequest {
  /** Whether moving to `pathname` (from the current location) would drop unsaved changes. */
  shouldBlock: (pathname: string) => boolean;
  /** A navigation was held: `leave` lets it go on after all, `stay` cancels it. */
  onBlocked: (answer: { leave: () => void; stay: () => void }) => void;
}

export type BlockLeaving = (request: LeaveRequest) => () => void;

/** 'render': a screen threw while rendering; 'chunk': a screen's code could not be loaded. */
export type RemoteErrorKind = 'render' | 'chunk';

export interface RemoteScreenProps {
  /** The route name of SPEC section 2 (for example 'login', 'dashboard'). */
  screen: RouteName;
  /**
   * The route's parameters and query as the host matched them. Screens read them with react-router's
   * `useParams` and `useSearchParams`; the host keeps passing these so remotes built before that
   * (still live during a staggered roll-out) keep working.
   */
  params: Record<string, string | undefined>;
  query: Record<string, string>;
  portal: PortalState;
  client: ApolloClient;
  navigation: PortalNavigation;
  /** The host's current location and its navigator: the remote's `<Router>` runs on them. */
  location: Location;
  navigator: Navigator;
  /** A screen failed inside the remote: the host reloads once, then shows its panel with a retry. */
  onError: (error: unknown, kind: RemoteErrorKind) => void;
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
