/**
 * The registration wizard's steps and the rules of each step's answers and of a diploma: the one
 * copy the wizard (remote-professional) and the api (`saveRegistrationStep`, `submitRegistration`,
 * `addDiploma`) both use. Saving as draft drops required rules for empty fields (SPEC section 4);
 * submitting checks every step in full.
 */
import type { RegistrationStep } from '@portal/shared-registration';
import type { ValidationRules } from '../types';

// The steps themselves are a domain fact of their own package (a screen showing the steps needs no
// rules); the api and the wizard keep reading them from here.
export * from '@portal/shared-registration';

/** How many years back a date of birth lies at least. */
export const MIN_AGE_YEARS = 16;

/** The register's settings a step's rules depend on (the api's `registrationRules`). */
export interface RegistrationRuleSettings {
  /** How old a VOG may be on the day of submission, in months. */
  vogMaxAgeMonths: number;
}

export const REGISTRATION_STEP_RULES: Record<RegistrationStep, ValidationRules> = {
  keuze: { registrationTargetUuid: 'required|max:100' },
  persoonsgegevens: {
    // Nobody under 16 works in youth care; this also refuses today and the future.
    dateOfBirth: `required|date_format:Y-m-d|min_age_years:${MIN_AGE_YEARS}`,
    placeOfBirth: 'required|max:100',
    gender: 'required|in:man,vrouw,anders',
  },
  // Diplomas are records of their own (addDiploma); submitting asks for at least one.
  diplomas: {},
  werkervaring: {
    employerName: 'nullable|max:200',
    hoursPerWeek: 'nullable|numeric|min:0|max:60',
    hoursTotal: 'nullable|integer|min:0|max:100000',
  },
  vog: { issuedOn: 'required|date_format:Y-m-d|before_or_equal:today', mediaUuid: 'required|max:100' },
  verklaringen: { truthful: 'accepted', privacy: 'accepted' },
  overzicht: {},
};

/**
 * A step's rules with the register's settings: the VOG's issue date is held to its maximum age on
 * the VOG step itself, against today, which is the day it would be submitted. Saving the step (as
 * draft too) refuses a VOG that is already too old, so a paid application never meets it only at
 * submission.
 */
export function registrationStepRules(
  step: RegistrationStep,
  settings: RegistrationRuleSettings,
): ValidationRules {
  const rules = REGISTRATION_STEP_RULES[step];
  if (step !== 'vog') return rules;
  return { ...rules, issuedOn: `${String(rules.issuedOn)}|vog_max_age:${settings.vogMaxAgeMonths}` };
}

/** One diploma (`DiplomaInput`); 'Anders, namelijk...' needs its own name (checked beside these rules). */
export const DIPLOMA_RULES: ValidationRules = {
  diplomaTypeUuid: 'required|max:100',
  diplomaEducationUuid: 'required|max:100',
  diplomaEducationLabel: 'nullable|max:200',
  diplomaEducatorUuid: 'required|max:100',
  diplomaEducatorLabel: 'nullable|max:200',
  diplomaCity: 'required|max:100',
  date: 'required|date_format:Y-m-d|before_or_equal:today',
};

export const OTHER_NAME_MESSAGE = "Vul de naam in bij 'Anders, namelijk...'.";
