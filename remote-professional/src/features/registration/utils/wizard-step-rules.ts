/**
 * The wizard's rules on the form's values: the api's own table from `@portal/shared/validation`, with
 * each field under its step (`vog.issuedOn`), as the form keeps every step's answers apart, as the
 * application's `data` does. Part of the wizard's code, not of the screen's.
 */
import {
  REGISTRATION_STEPS,
  REGISTRATION_STEP_RULES,
  registrationStepRules,
  type RegistrationRuleSettings,
  type RegistrationStep,
  type ValidationRules,
} from '@portal/shared/validation';
import { VOG_MEDIA_FIELD } from './wizard-steps';

const FORM_FIELD_OF: Partial<Record<string, string>> = { mediaUuid: VOG_MEDIA_FIELD };

/** The form field of an api field of a step: `vog` + `mediaUuid` is `vog.media`. */
export function formFieldOf(step: RegistrationStep, field: string): string {
  return `${step}.${FORM_FIELD_OF[field] ?? field}`;
}

/** The step's rules as the api holds them, with the register's settings (the VOG's maximum age). */
export function formRules(step: RegistrationStep, settings: RegistrationRuleSettings): ValidationRules {
  return Object.fromEntries(
    Object.entries(registrationStepRules(step, settings)).map(([field, rule]) => [
      formFieldOf(step, field),
      rule,
    ]),
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
