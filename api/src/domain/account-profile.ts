/**
 * When an account profile counts as finished: `persoonsgegevens` and `adres` hold their
 * required fields. The steps and their rules are shared with the profile form.
 */
import {
  isProfileStepKey,
  PROFILE_STEP_KEYS,
  profileStepRules,
  validate,
  type ProfileStepKey,
} from '@portal/shared/validation';

// The rule table lives in `@portal/shared/validation`, where the profile form reads it too.
export const PROFILE_STEPS = PROFILE_STEP_KEYS;
export type ProfileStep = ProfileStepKey;
export const isProfileStep = isProfileStepKey;
export const stepRules = profileStepRules;

/** Finished when the required steps pass their rules in full (not draft) mode. */
export function hasUnfinishedProfile(profile: Record<string, unknown>, userType: string): boolean {
  return (['persoonsgegevens', 'adres'] as const).some(
    (step) => Object.keys(validate(profile, stepRules(step, userType))).length > 0,
  );
}
