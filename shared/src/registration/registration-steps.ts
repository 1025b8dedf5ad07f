/**
 * The registration wizard's steps, in the order of its route `/registreren/{uuid}/{step}` (1 keuze ...
 * 7 overzicht), and which targets ask the work-experience step: facts of the register's domain, in a
 * package of their own (@portal/shared-registration, issue 42) rather than in the route table, which
 * names no domain fact. A screen that shows where an application stands needs only this, not the rules
 * of each step (`@portal/shared/validation`, which re-exports these for the api and the wizard). Issue
 * 8: the registration screen's heading does not wait for the validation package's two files.
 */

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

/** Targets whose application asks for work experience (DOMAIN.md: the psychologist's hours). */
export const TARGETS_WITH_WORK_EXPERIENCE: readonly string[] = ['master-psycholoog', 'master-orthopedagoog'];

export function targetAsksWorkExperience(systemLabel: string | null | undefined): boolean {
  return !!systemLabel && TARGETS_WITH_WORK_EXPERIENCE.includes(systemLabel);
}
