/**
 * The one table of accreditation status changes (issue 40). The provider submits a draft or an
 * incomplete application, staff decide a pending one, the system ends an approved one whose validity
 * is over. Anything not listed is refused with a Dutch message and changes nothing.
 */
import type { AccreditationStatus } from '../db/schema';

export type AccreditationActor = 'provider' | 'staff' | 'system';

export const ACCREDITATION_STATUS_LABELS: Record<AccreditationStatus, string> = {
  draft: 'Concept',
  pending: 'In behandeling',
  approved: 'Goedgekeurd',
  rejected: 'Afgewezen',
  incomplete: 'Onvolledig',
  expired: 'Verlopen',
};

export interface AccreditationTransition {
  from: AccreditationStatus;
  to: AccreditationStatus;
  by: readonly AccreditationActor[];
  needsReason?: boolean;
}

export const ACCREDITATION_TRANSITIONS: readonly AccreditationTransition[] = [
  { from: 'draft', to: 'pending', by: ['provider'] },
  { from: 'incomplete', to: 'pending', by: ['provider'] },
  { from: 'pending', to: 'approved', by: ['staff'] },
  { from: 'pending', to: 'rejected', by: ['staff'], needsReason: true },
  { from: 'pending', to: 'incomplete', by: ['staff'], needsReason: true },
  { from: 'approved', to: 'expired', by: ['staff', 'system'] },
];

/** Statuses in which the provider may still change the application (bewerken). */
export const EDITABLE_ACCREDITATION_STATUSES: readonly AccreditationStatus[] = ['draft', 'incomplete'];

export class AccreditationTransitionError extends Error {}

export function assertAccreditationTransition(
  from: AccreditationStatus,
  to: AccreditationStatus,
  actor: AccreditationActor,
  reason?: string | null,
): AccreditationTransition {
  const transition = ACCREDITATION_TRANSITIONS.find(
    (t) => t.from === from && t.to === to && t.by.includes(actor),
  );
  const fromLabel = ACCREDITATION_STATUS_LABELS[from].toLowerCase();
  const toLabel = ACCREDITATION_STATUS_LABELS[to].toLowerCase();
  if (!transition) {
    throw new AccreditationTransitionError(
      `Een accreditatie met status '${fromLabel}' kan niet naar '${toLabel}'.`,
    );
  }
  if (transition.needsReason && !reason?.trim()) {
    throw new AccreditationTransitionError(
      `Geef een reden op om een accreditatie op '${toLabel}' te zetten.`,
    );
  }
  return transition;
}

/** The fee code of a validity (DOMAIN.md: €130.68 for 1 year, €266.20 for 3 years; in `fees`). */
export function accreditationFeeCode(validityYears: number): 'accreditation1Year' | 'accreditation3Years' {
  return validityYears === 3 ? 'accreditation3Years' : 'accreditation1Year';
}

export interface AccreditationRules {
  /** Months after a session's end in which points can be entered. */
  pointsEntryMonths: number;
  pointsChecksPerHour: number;
  finalTestFromHours: number;
  endingSoonMonths: number;
}

export const DEFAULT_ACCREDITATION_RULES: AccreditationRules = {
  pointsEntryMonths: 2,
  pointsChecksPerHour: 30,
  finalTestFromHours: 18,
  endingSoonMonths: 3,
};
