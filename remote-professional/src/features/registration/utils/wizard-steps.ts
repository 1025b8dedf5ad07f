/**
 * The wizard's steps as the route names them (`/registreren/{uuid}/{number}`, contract:
 * 1 keuze ... 7 overzicht): their titles, their place in the route and which steps an application asks.
 * From the registration's own package, not the validation package: the registration screen shows the step's
 * heading with this before the wizard's code (and the rules, ./wizard-step-rules.ts) have arrived.
 */
import {
  REGISTRATION_STEPS,
  registrationStepNumber,
  targetAsksWorkExperience,
  type RegistrationStep,
} from '@portal/shared/registration';

export const STEP_TITLES: Record<RegistrationStep, string> = {
  keuze: 'Kamer en registratie',
  persoonsgegevens: 'Persoonsgegevens',
  diplomas: 'Diploma’s',
  werkervaring: 'Werkervaring',
  vog: 'VOG',
  verklaringen: 'Verklaringen',
  overzicht: 'Overzicht',
};

/** In the form the VOG's upload is the upload field's list of files; the api takes its uuid. */
export const VOG_MEDIA_FIELD = 'media';

export const stepKey = (step: RegistrationStep): string => String(registrationStepNumber(step));

export function stepOfKey(key: string | undefined): RegistrationStep | undefined {
  return REGISTRATION_STEPS[Number(key) - 1];
}

/** The steps this application asks: work experience only for the targets that need it. */
export function wizardSteps(targetSystemLabel: string | null | undefined): RegistrationStep[] {
  const askWork = targetAsksWorkExperience(targetSystemLabel);
  return REGISTRATION_STEPS.filter((step) => step !== 'werkervaring' || askWork);
}
