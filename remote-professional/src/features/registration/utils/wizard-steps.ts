/**
 * The wizard's steps as the route names them (`/registreren/{uuid}/{number}`, contract:
 * 1 keuze ... 7 overzicht) and their rules on the form's values. The rules are the api's own table
 * from `@portal/shared/validation`, with each field under its step (`vog.issuedOn`): the form keeps
 * every step's answers apart, as the application's `data` does.
 */
import {
  REGISTRATION_STEPS,
  REGISTRATION_STEP_RULES,
  registrationStepNumber,
  targetAsksWorkExperience,
  type RegistrationStep,
  type ValidationRules,
} from '@portal/shared/validation';

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
const FORM_FIELD_OF: Partial<Record<string, string>> = { mediaUuid: VOG_MEDIA_FIELD };

export const stepKey = (step: RegistrationStep): string => String(registrationStepNumber(step));

export function stepOfKey(key: string | undefined): RegistrationStep | undefined {
  return REGISTRATION_STEPS[Number(key) - 1];
}

/** The steps this application asks: work experience only for the targets that need it. */
export function wizardSteps(targetSystemLabel: string | null | undefined): RegistrationStep[] {
  const askWork = targetAsksWorkExperience(targetSystemLabel);
  return REGISTRATION_STEPS.filter((step) => step !== 'werkervaring' || askWork);
}

/** The form field of an api field of a step: `vog` + `mediaUuid` is `vog.media`. */
export function formFieldOf(step: RegistrationStep, field: string): string {
  return `${step}.${FORM_FIELD_OF[field] ?? field}`;
}

export function formRules(step: RegistrationStep): ValidationRules {
  return Object.fromEntries(
    Object.entries(REGISTRATION_STEP_RULES[step]).map(([field, rule]) => [formFieldOf(step, field), rule]),
  );
}

/** The api's 422 of one step (`issuedOn`) or of the submission (`vog.issuedOn`) on the form's fields. */
export function errorsOnForm(step: RegistrationStep, errors: Record<string, string[]>) {
  return Object.fromEntries(
    Object.entries(errors).map(([key, messages]) => {
      const [head, ...rest] = key.split('.');
      const qualified = rest.length > 0 && REGISTRATION_STEPS.includes(head as RegistrationStep);
      const field = qualified
        ? formFieldOf(head as RegistrationStep, rest.join('.'))
        : key in REGISTRATION_STEP_RULES[step]
          ? formFieldOf(step, key)
          : key;
      return [field, messages];
    }),
  );
}
