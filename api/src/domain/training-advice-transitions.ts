/**
 * The one table of training-advice status changes (DOMAIN.md: draft, submitted, in behandeling,
 * afgerond). The professional submits a draft and completes an advice with proof; staff give the
 * advice or send a submitted request back to draft, both with a text the professional reads.
 * Anything not listed is refused with a Dutch message and changes nothing.
 */
import { TransitionError, type TransitionActor } from './registration-transitions';
import { TRAINING_ADVICE_STATUS_LABELS, type TrainingAdviceStatus } from './statuses';

export interface TrainingAdviceTransition {
  from: TrainingAdviceStatus;
  to: TrainingAdviceStatus;
  by: readonly TransitionActor[];
  /** Staff must write it: the advice itself, or why the request goes back. */
  needsReason?: boolean;
}

export const TRAINING_ADVICE_TRANSITIONS: readonly TrainingAdviceTransition[] = [
  { from: 'draft', to: 'submitted', by: ['professional'] },
  { from: 'submitted', to: 'processing', by: ['staff'], needsReason: true },
  { from: 'submitted', to: 'draft', by: ['staff'], needsReason: true },
  { from: 'processing', to: 'completed', by: ['professional'] },
];

/** Throws a TransitionError (Dutch) when the change is not allowed for this actor. */
export function assertTrainingAdviceTransition(
  from: TrainingAdviceStatus,
  to: TrainingAdviceStatus,
  actor: TransitionActor,
  text?: string | null,
): TrainingAdviceTransition {
  const transition = TRAINING_ADVICE_TRANSITIONS.find(
    (t) => t.from === from && t.to === to && t.by.includes(actor),
  );
  const fromLabel = TRAINING_ADVICE_STATUS_LABELS[from].toLowerCase();
  const toLabel = TRAINING_ADVICE_STATUS_LABELS[to].toLowerCase();
  if (!transition) {
    throw new TransitionError(`Een scholingsadvies met status '${fromLabel}' kan niet naar '${toLabel}'.`);
  }
  if (transition.needsReason && !text?.trim()) {
    throw new TransitionError(
      to === 'processing'
        ? 'Geef de tekst van het advies op.'
        : `Geef een reden op om een scholingsadvies op '${toLabel}' te zetten.`,
    );
  }
  return transition;
}

export const canEditTrainingAdvice = (status: TrainingAdviceStatus) => status === 'draft';
