/**
 * A deferral request (uitstel, remote-professional's /uitstel-aanvragen and the api's
 * requestDeferral): one rule source. The limits are the register's settings, which the api gives
 * (`deferralMaxMonthsPerRequest`, `deferralMaxMonthsPerPeriod`, `deferralMonthsLeft`) and form and
 * server both put beside the answers.
 */
import type { ValidationRules } from '../types';

export const DEFERRAL_REASON_VALUES = [
  'ziekte',
  'zwangerschap-of-ouderschapsverlof',
  'mantelzorg',
  'anders',
] as const;

export const DEFERRAL_RULES = {
  reason: `required|in:${DEFERRAL_REASON_VALUES.join(',')}`,
  motivation: 'required_if:reason,anders|nullable|max:2000',
  months:
    'required|integer|min:1|deferral_months:deferralMaxMonthsPerRequest,deferralMaxMonthsPerPeriod,deferralMonthsLeft',
} as const satisfies ValidationRules;
