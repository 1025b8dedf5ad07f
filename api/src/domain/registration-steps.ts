/**
 * The steps of the registration wizard and the server-side rules of each step's answers (the
 * same Laravel-style rules the forms use). Saving as draft drops required rules for empty
 * fields (SPEC section 4); submitting checks every step in full.
 */
import type { ValidationRules } from '@portal/shared/validation';

export const REGISTRATION_STEPS = [
  'keuze',
  'persoonsgegevens',
  'diplomas',
  'werkervaring',
  'vog',
  'verklaringen',
  'overzicht',
] as const;

export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

export function isRegistrationStep(value: string): value is RegistrationStep {
  return (REGISTRATION_STEPS as readonly string[]).includes(value);
}

/** 1-based, as in the route `/registreren/{uuid}/{step}`. */
export function stepNumber(step: RegistrationStep): number {
  return REGISTRATION_STEPS.indexOf(step) + 1;
}

export const STEP_RULES: Record<RegistrationStep, ValidationRules> = {
  keuze: { registrationTargetUuid: 'required|max:100' },
  persoonsgegevens: {
    dateOfBirth: 'required|date_format:Y-m-d|before_or_equal:today',
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
  verklaringen: { truthful: 'required|in:1', privacy: 'required|in:1' },
  overzicht: {},
};

/** Targets whose application asks for work experience (DOMAIN.md: the psychologist's hours). */
export const TARGETS_WITH_WORK_EXPERIENCE: readonly string[] = ['master-psycholoog', 'master-orthopedagoog'];
