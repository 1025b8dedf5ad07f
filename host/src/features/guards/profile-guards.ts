import { hrefFor, type RouteName } from '@portal/shared/routes';
import type { UserType } from '@portal/shared/options';
import type { PortalState } from '@portal/shared/session';

/** Where each user type finishes an unfinished profile. */
const PROFILE_ROUTES: Record<UserType, { names: readonly RouteName[]; target: string }> = {
  professional: {
    names: ['accountProfile', 'profileOverview'],
    target: hrefFor('accountProfile', { step: 'persoonsgegevens' }),
  },
  educatorEmployee: { names: ['educatorProfile'], target: hrefFor('educatorProfile') },
  companyEmployee: { names: ['companyProfile'], target: hrefFor('companyProfile') },
};

/** Routes that stay open with an unfinished profile: activation, errors and the way out. */
const ALWAYS_OPEN = new Set<RouteName>([
  'activateAccount',
  'accountActivation',
  'redirectAfterAccountActivation',
  'confirmEmailChange',
  'error',
  'loginAs',
]);

function hasUnfinishedProfile(state: PortalState): boolean {
  const detail = state.session.user?.detail;
  switch (detail?.__typename) {
    case 'ProfessionalDetail':
      return detail.hasUnfinishedProfile;
    case 'EducatorEmployeeDetail':
      return detail.educator?.hasUnfinishedProfile ?? false;
    case 'CompanyEmployeeDetail':
      return detail.company?.hasUnfinishedProfile ?? false;
    default:
      return false;
  }
}

/** SPEC section 4: an unfinished profile forces the profile page, for every user type. */
export function unfinishedProfileRedirect(routeName: RouteName, state: PortalState): string | null {
  const userType = state.session.user?.detailTypeObject.value;
  if (!userType || !hasUnfinishedProfile(state) || ALWAYS_OPEN.has(routeName)) return null;
  const profile = PROFILE_ROUTES[userType];
  return profile.names.includes(routeName) ? null : profile.target;
}

/** Flows that need a running registration; an unsubscribed professional goes to the dashboard. */
const REGISTRATION_FLOWS = new Set<RouteName>([
  'registration',
  'registrationForm',
  'reRegistration',
  'reRegistrationNipNvo',
  'activityCreate',
  'activityForm',
  'activityFormChild',
  'delayReRegistrationIndex',
  'delayReRegistrationCreate',
  'trainingAdviceCreate',
  'trainingAdviceForm',
  'completeTrainingAdvice',
  'branchSwitchRequest',
  'targetSwitchRequest',
]);

export function unsubscribedRedirect(routeName: RouteName, state: PortalState): string | null {
  const detail = state.session.user?.detail;
  if (detail?.__typename !== 'ProfessionalDetail' || !REGISTRATION_FLOWS.has(routeName)) return null;
  const item = detail.approvedRegistration?.editItem;
  const unsubscribed = Boolean(item?.unsubscribedAt) || item?.statusEnum?.value === 'unsubscribed';
  return unsubscribed ? hrefFor('dashboard') : null;
}
