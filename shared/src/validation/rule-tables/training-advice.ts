/**
 * A training-advice request (scholingsadvies, remote-professional's /scholingsadvies/{uuid}/{step}
 * and the api's saveTrainingAdvice/submitTrainingAdvice) and its completion with proof
 * (/scholingsadvies/afronden/{uuid}, completeTrainingAdvice): one rule source for form and server.
 */
import type { ValidationRules } from '../types';

export const TRAINING_ADVICE_REASON_VALUES = [
  'herintreding',
  'herregistratie',
  'kamerwissel',
  'anders',
] as const;

export const TRAINING_ADVICE_RULES = {
  reason: `required|in:${TRAINING_ADVICE_REASON_VALUES.join(',')}`,
  question: 'required|min:10|max:4000',
} as const satisfies ValidationRules;

export const COMPLETE_TRAINING_ADVICE_RULES = {
  mediaUuids: 'required',
  note: 'nullable|max:2000',
} as const satisfies ValidationRules;
