/**
 * The account profile's rule table, the one copy the profile form (remote-account) and the api
 * (`updateAccountProfile`, `hasUnfinishedProfile`) both use, so a value the form lets through is
 * one the api accepts and the other way round.
 */
import { COUNTRY_OPTIONS } from '@portal/shared-options';
import type { ValidationRules } from '../types';

export const PROFILE_STEP_KEYS = ['persoonsgegevens', 'adres', 'voorkeuren'] as const;
export type ProfileStepKey = (typeof PROFILE_STEP_KEYS)[number];

export function isProfileStepKey(value: string): value is ProfileStepKey {
  return (PROFILE_STEP_KEYS as readonly string[]).includes(value);
}

const COUNTRIES = COUNTRY_OPTIONS.map((option) => option.value).join(',');

/**
 * The register address is asked only when the professional says yes (SPEC: yes/no is 1 and 0;
 * the api's boolean `true` matches `1` too). `exclude_unless` rather than `required_if`: when the
 * answer is no the fields are hidden, so a stale value in them must not block the save.
 */
const REGISTER = 'exclude_unless:shownInRegister,1|required';

/** Rules per step and user type; the keys are also the fields the step may write. */
export function profileStepRules(step: ProfileStepKey, userType: string): ValidationRules {
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
