import { hasPolicy, type PortalState, type ProfessionalDetail } from '@portal/shared/session';
import { hrefFor, type RouteName, type RouteParams } from '@portal/shared/routes';

/**
 * The entry rules of SPEC section 4: where a professional lands when opening the start of a flow.
 * Each returns a redirect, or null to let the route open.
 */
type EntryRule = (detail: ProfessionalDetail, state: PortalState, params: RouteParams) => string | null;

const DASHBOARD = hrefFor('dashboard');

/** Reenter, branch switch and target switch: an editable latest request opens at its step 1. */
const editableRequestRule =
  (
    name: 'reenterRequest' | 'branchSwitchRequest' | 'targetSwitchRequest',
    pick: (detail: ProfessionalDetail) => ProfessionalDetail['latestReenterRequest'],
  ): EntryRule =>
  (detail, _state, params) => {
    if (params.uuid) return null;
    const request = pick(detail);
    return request?.permissions?.canEdit ? hrefFor(name, { uuid: request.uuid, step: '1' }) : null;
  };

/** The chamber whose professionals may renew with NIP or NVO proof (DOMAIN.md; the api checks it too). */
const NIP_NVO_BRANCH = 'gedragswetenschapper';

/**
 * Afronden met NIP- of NVO-bewijs: an approved registration with an open round (being written or
 * submitted: the screen shows a submitted proof read-only) in the gedragswetenschappers chamber.
 */
const nipNvoRule: EntryRule = (detail) => {
  const registration = detail.approvedRegistration;
  const branch = registration?.currentItem?.registrationTarget?.registrationBranch?.value;
  return registration?.editItem && branch === NIP_NVO_BRANCH ? null : DASHBOARD;
};

const ENTRY_RULES: Partial<Record<RouteName, EntryRule>> = {
  registration: (detail, state) => {
    const item = detail.openRegistration?.editItem ?? detail.approvedRegistration?.currentItem;
    if (item) return hrefFor('registrationForm', { uuid: item.uuid, step: '2' });
    return hasPolicy(state, 'registration.create') ? null : DASHBOARD;
  },
  reRegistration: (detail) => (detail.approvedRegistration?.editItem ? null : DASHBOARD),
  reRegistrationNipNvo: nipNvoRule,
  reenterRequest: editableRequestRule('reenterRequest', (detail) => detail.latestReenterRequest),
  branchSwitchRequest: editableRequestRule(
    'branchSwitchRequest',
    (detail) => detail.latestBranchSwitchRequest,
  ),
  targetSwitchRequest: editableRequestRule(
    'targetSwitchRequest',
    (detail) => detail.latestTargetSwitchRequest,
  ),
  trainingAdviceCreate: (detail, state) => {
    if (detail.trainingAdvice) {
      return hrefFor('trainingAdviceForm', { uuid: detail.trainingAdvice.uuid, step: '1' });
    }
    return hasPolicy(state, 'trainingAdvice.create') ? null : DASHBOARD;
  },
  completeTrainingAdvice: (_detail, state) =>
    hasPolicy(state, 'trainingAdvice.create') || hasPolicy(state, 'trainingAdvice.complete')
      ? null
      : DASHBOARD,
  activityCreate: (_detail, state) => (hasPolicy(state, 'activity.create') ? null : DASHBOARD),
};

export function resolveEntryRule(
  routeName: RouteName,
  state: PortalState,
  params: RouteParams,
): string | null {
  const detail = state.session.user?.detail;
  const rule = ENTRY_RULES[routeName];
  if (!rule || detail?.__typename !== 'ProfessionalDetail') return null;
  return rule(detail, state, params);
}
