/**
 * A re-entry request (herintreden, remote-professional's /herintreden/{uuid}/{step} and the api's
 * saveReenterRequest/submitReenterRequest), per step: one rule source for form and server. The
 * register address is the account profile's own rules (asked only when shownInRegister is yes).
 */
import type { ValidationRules } from '../types';
import { profileStepRules } from './account-profile';

export const REENTER_STEP_KEYS = ['keuze', 'motivatie', 'tuchtrecht', 'register', 'indienen'] as const;
export type ReenterStepKey = (typeof REENTER_STEP_KEYS)[number];

export const REENTER_MEASURE_TYPES = [
  'waarschuwing',
  'berisping',
  'voorwaardelijke-schorsing',
  'schorsing',
  'doorhaling',
] as const;

const MEASURE = 'exclude_unless:hasDisciplinaryMeasures,1|required';

const { loginNotification: _unused, ...REGISTER_RULES } = profileStepRules('voorkeuren', 'professional');

export const REENTER_STEP_RULES = {
  keuze: {
    type: 'required',
    registrationTargetUuid: 'required',
  },
  motivatie: {
    motivation: 'required|min:20|max:4000',
  },
  tuchtrecht: {
    hasDisciplinaryMeasures: 'required|in:0,1',
    disciplinaryMeasures: MEASURE,
    'disciplinaryMeasures.*.type': `${MEASURE}|in:${REENTER_MEASURE_TYPES.join(',')}`,
    'disciplinaryMeasures.*.startsAt': `${MEASURE}|date|before_or_equal:today`,
    'disciplinaryMeasures.*.endsAt': 'exclude_unless:hasDisciplinaryMeasures,1|nullable|date',
    'disciplinaryMeasures.*.reason': `${MEASURE}|max:2000`,
  },
  register: REGISTER_RULES,
  indienen: {},
} as const satisfies Record<ReenterStepKey, ValidationRules>;

/** Every step's rules: what a submission must meet. */
export const REENTER_RULES: ValidationRules = Object.assign({}, ...Object.values(REENTER_STEP_RULES));
