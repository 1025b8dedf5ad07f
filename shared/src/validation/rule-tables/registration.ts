/**
 * The registration wizard's steps and the rules of each step's answers and of a diploma: the one
 * copy the wizard (remote-professional) and the api (`saveRegistrationStep`, `submitRegistration`,
 * `addDiploma`) both use. Saving as draft drops required rules for empty fields (SPEC section 4);
 * submitting checks every step in full.
 */
import type { ValidationRules } from '../types';

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
export function registrationStepNumber(step: RegistrationStep): number {
  return REGISTRATION_STEPS.indexOf(step) + 1;
}

export const REGISTRATION_STEP_RULES: Record<RegistrationStep, ValidationRules> = {
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
  verklaringen: { truthful: 'accepted', privacy: 'accepted' },
  overzicht: {},
};

/** Targets whose application asks for work experience (DOMAIN.md: the psychologist's hours). */
export const TARGETS_WITH_WORK_EXPERIENCE: readonly string[] = ['master-psycholoog', 'master-orthopedagoog'];

export function targetAsksWorkExperience(systemLabel: string | null | undefined): boolean {
  return !!systemLabel && TARGETS_WITH_WORK_EXPERIENCE.includes(systemLabel);
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
