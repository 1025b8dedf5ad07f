/**
 * The one table of registration status changes (SPEC section 4 leaves them open). Who may make a
 * change is part of the rule: the professional submits, staff decide, the system ends periods.
 * Anything not listed is refused with a Dutch message and changes nothing.
 */
import { REGISTRATION_STATUS_LABELS, type RegistrationStatus } from './statuses';

export type TransitionActor = 'professional' | 'staff' | 'system';

export interface Transition {
  from: RegistrationStatus;
  to: RegistrationStatus;
  by: readonly TransitionActor[];
  /** Staff must say why (the professional reads it). */
  needsReason?: boolean;
}

export const REGISTRATION_TRANSITIONS: readonly Transition[] = [
  { from: 'draft', to: 'pending', by: ['professional'] },
  { from: 'incomplete', to: 'pending', by: ['professional'] },
  // A re-registration round is submitted once; staff then approve or reject it like an application.
  { from: 'ongoing', to: 'pending', by: ['professional'] },
  { from: 'pending', to: 'approved', by: ['staff'] },
  { from: 'pending', to: 'rejected', by: ['staff'], needsReason: true },
  { from: 'pending', to: 'incomplete', by: ['staff'], needsReason: true },
  { from: 'approved', to: 'expired', by: ['staff', 'system'] },
  { from: 'approved', to: 'unsubscribed', by: ['professional', 'staff'] },
  { from: 'approved', to: 'switched', by: ['staff', 'system'] },
];

export class TransitionError extends Error {}

export function findTransition(
  from: RegistrationStatus,
  to: RegistrationStatus,
  actor: TransitionActor,
): Transition | null {
  return REGISTRATION_TRANSITIONS.find((t) => t.from === from && t.to === to && t.by.includes(actor)) ?? null;
}

/** Throws a TransitionError (Dutch) when the change is not allowed for this actor. */
export function assertTransition(
  from: RegistrationStatus,
  to: RegistrationStatus,
  actor: TransitionActor,
  reason?: string | null,
): Transition {
  const transition = findTransition(from, to, actor);
  const fromLabel = REGISTRATION_STATUS_LABELS[from].toLowerCase();
  const toLabel = REGISTRATION_STATUS_LABELS[to].toLowerCase();
  if (!transition) {
    throw new TransitionError(`Een registratie met status '${fromLabel}' kan niet naar '${toLabel}'.`);
  }
  if (transition.needsReason && !reason?.trim()) {
    throw new TransitionError(`Geef een reden op om een registratie op '${toLabel}' te zetten.`);
  }
  return transition;
}
