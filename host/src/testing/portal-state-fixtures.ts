import { EMPTY_SESSION, type PortalState } from '@portal/shared/session';
import type { ProfessionalDetail, SessionUser } from '@portal/shared/session';
import type { UserType } from '@portal/shared/options';

export function userOf(type: UserType, overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    uuid: 'u-1',
    username: 'demo@demo.nl',
    isVerified: true,
    detailTypeObject: { value: type },
    detail: null,
    ...overrides,
  };
}

/** A portal state as the host holds it after a successful portalInitQuery. */
export function stateWith(session: Partial<PortalState['session']> = {}): PortalState {
  return {
    status: 'initialized',
    initializedAt: Date.now(),
    sessionStatus: 'initialized',
    session: { ...EMPTY_SESSION, ...session },
  };
}

export const guest = (): PortalState => stateWith();
export const signedInAs = (type: UserType, user: Partial<SessionUser> = {}): PortalState =>
  stateWith({ auth: true, user: userOf(type, user), verified: user.isVerified ?? true });

/** A professional whose detail carries the given fields (registrations, requests, profile state). */
export function professionalWith(
  detail: Partial<ProfessionalDetail>,
  policies: Record<string, boolean> = {},
): PortalState {
  const full: ProfessionalDetail = {
    __typename: 'ProfessionalDetail',
    uuid: 'p-1',
    fullNameAbbreviated: 'J. de Vries',
    email: 'professional@demo.nl',
    hasUnfinishedProfile: false,
    ...detail,
  };
  return stateWith({ auth: true, verified: true, policies, user: userOf('professional', { detail: full }) });
}
