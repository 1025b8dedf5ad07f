/**
 * The account profile's steps, their rules (the shared rule engine's strings) and when a profile
 * counts as finished: `persoonsgegevens` and `adres` hold their required fields.
 */
import { COUNTRY_OPTIONS } from '@portal/shared/options';
import { validate } from '@portal/shared/validation';

export const PROFILE_STEPS = ['persoonsgegevens', 'adres', 'voorkeuren'] as const;
export type ProfileStep = (typeof PROFILE_STEPS)[number];

export function isProfileStep(value: string): value is ProfileStep {
  return (PROFILE_STEPS as readonly string[]).includes(value);
}

const COUNTRIES = COUNTRY_OPTIONS.map((option) => option.value).join(',');
const REGISTER = 'exclude_unless:shownInRegister,true|required';

/** Rules per step and user type; the keys are also the fields the step may write. */
export function stepRules(step: ProfileStep, userType: string): Record<string, string> {
  switch (step) {
    case 'persoonsgegevens':
      return {
        initials: 'required|max:20',
        firstName: 'required|max:100',
        infix: 'max:20',
        lastName: 'required|max:100',
        phone: 'required|phone',
        ...(userType === 'companyEmployee' ? { jobTitle: 'max:100' } : {}),
      };
    case 'adres':
      return {
        country: `required|in:${COUNTRIES}`,
        // Caribbean Netherlands and Suriname have no postal codes to ask for.
        postalCode: 'exclude_if:country,BQ,SR|required|postal_code:country',
        houseNumber: 'required|max:10',
        houseNumberAddition: 'max:10',
        street: 'required|max:200',
        city: 'required|max:100',
      };
    case 'voorkeuren':
      return {
        loginNotification: 'nullable',
        ...(userType === 'professional'
          ? {
              shownInRegister: 'nullable',
              registerStreet: `${REGISTER}|max:200`,
              registerHouseNumber: `${REGISTER}|max:10`,
              registerHouseNumberAddition: 'max:10',
              registerPostalCode: `${REGISTER}|postal_code`,
              registerCity: `${REGISTER}|max:100`,
              registerPhone: `${REGISTER}|phone`,
            }
          : {}),
      };
  }
}

/** Finished when the required steps pass their rules in full (not draft) mode. */
export function hasUnfinishedProfile(profile: Record<string, unknown>, userType: string): boolean {
  return (['persoonsgegevens', 'adres'] as const).some(
    (step) => Object.keys(validate(profile, stepRules(step, userType))).length > 0,
  );
}
