import { hasPolicy, type PortalState, type ProfessionalDetail } from '@portal/shared/session';
import type { RouteParams } from '../../lib/router';

/**
 * The entry rules of SPEC section 4: where a professional lands when opening the start of a flow.
 * Each returns a redirect, or null to let the route open.
 */
type EntryRule = (detail: ProfessionalDetail, state: PortalState, params: RouteParams) => string | null;

const DASHBOARD = '/dashboard';

/** Reenter, branch switch and target switch: an editable latest request opens at its step 1. */
const editableRequestRule =
  (
    base: string,
    pick: (detail: ProfessionalDetail) => ProfessionalDetail['latestReenterRequest'],
  ): EntryRule =>
  (detail, _state, params) => {
    if (params.uuid) return null;
    const request = pick(detail);
    return request?.permissions?.canEdit ? `${base}/${request.uuid}/1` : null;
  };

const ENTRY_RULES: Record<string, EntryRule> = {
  registration: (detail, state) => {
    const item = detail.openRegistration?.editItem ?? detail.approvedRegistration?.currentItem;
    if (item) return `/registreren/${item.uuid}/2`;
    return hasPolicy(state, 'registration.create') ? null : DASHBOARD;
  },
  reRegistration: (detail) => (detail.approvedRegistration?.editItem ? null : DASHBOARD),
  reenterRequest: editableRequestRule('/herintreden', (detail) => detail.latestReenterRequest),
  branchSwitchRequest: editableRequestRule('/kamerwissel', (detail) => detail.latestBranchSwitchRequest),
  targetSwitchRequest: editableRequestRule('/targetwissel', (detail) => detail.latestTargetSwitchRequest),
  trainingAdviceCreate: (detail, state) => {
    if (detail.trainingAdvice) return `/scholingsadvies/${detail.trainingAdvice.uuid}/1`;
    return hasPolicy(state, 'trainingAdvice.create') ? null : DASHBOARD;
  },
  completeTrainingAdvice: (_detail, state) =>
    hasPolicy(state, 'trainingAdvice.create') || hasPolicy(state, 'trainingAdvice.complete')
      ? null
      : DASHBOARD,
  activityCreate: (_detail, state) => (hasPolicy(state, 'activity.create') ? null : DASHBOARD),
};

export function resolveEntryRule(routeName: string, state: PortalState, params: RouteParams): string | null {
  const detail = state.session.user?.detail;
  const rule = ENTRY_RULES[routeName];
  if (!rule || detail?.__typename !== 'ProfessionalDetail') return null;
  return rule(detail, state, params);
}
