import type { PortalSessionData } from './types';

/**
 * Portal and session state as SPEC section 4 describes them. Pure functions, so the host's store,
 * the guards and their tests all read the same rules.
 */
export type PortalStatus = 'undefined' | 'loading' | 'initialized' | 'error';
export type SessionStatus = 'undefined' | 'initialized';

export interface PortalState {
  status: PortalStatus;
  /** Epoch milliseconds of the last successful initialisation. */
  initializedAt: number | null;
  sessionStatus: SessionStatus;
  session: PortalSessionData;
}

export const EMPTY_SESSION: PortalSessionData = {
  auth: false,
  user: null,
  sections: [],
  policies: {},
  maintenance: false,
  banner: false,
  impersonating: false,
  verified: false,
};

export const INITIAL_PORTAL_STATE: PortalState = {
  status: 'undefined',
  initializedAt: null,
  sessionStatus: 'undefined',
  session: EMPTY_SESSION,
};

export type PortalAction =
  | { type: 'clear' }
  | { type: 'loading' }
  | { type: 'success'; session: Partial<PortalSessionData>; at: number }
  | { type: 'failure' };

export function portalReducer(state: PortalState, action: PortalAction): PortalState {
  switch (action.type) {
    case 'clear':
      return INITIAL_PORTAL_STATE;
    case 'loading':
      return { ...state, status: 'loading' };
    case 'success':
      return {
        status: 'initialized',
        initializedAt: action.at,
        sessionStatus: 'initialized',
        // Loading session data merges into what is there (SPEC section 4); policies default to {}.
        session: { ...state.session, ...action.session, policies: action.session.policies ?? {} },
      };
    case 'failure':
      return { ...state, status: 'error' };
  }
}

export const isLoggedIn = (state: PortalState): boolean =>
  state.sessionStatus === 'initialized' && state.session.auth;

export const isVerified = (state: PortalState): boolean =>
  isLoggedIn(state) && Boolean(state.session.user?.isVerified);

export const isInMaintenance = (state: PortalState): boolean =>
  state.sessionStatus === 'initialized' && state.session.maintenance;

export const showsBanner = (state: PortalState): boolean =>
  state.sessionStatus === 'initialized' && state.session.banner;

export const isImpersonating = (state: PortalState): boolean =>
  state.session.auth && state.session.impersonating;

export const hasPolicy = (state: PortalState, policy: string): boolean =>
  state.session.policies?.[policy] === true;
