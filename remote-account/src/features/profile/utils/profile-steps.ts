import { hrefFor } from '@portal/shared/routes';
import type { AccountProfile } from '../api/account-profile';
import type { AccountProfileInput } from '../api/update-account-profile';

/** The contract's profile steps, in order, with the fields each one saves. */
export const PROFILE_STEPS = [
  {
    key: 'persoonsgegevens',
    title: 'Persoonsgegevens',
    fields: ['initials', 'firstName', 'infix', 'lastName', 'phone'],
  },
  {
    key: 'adres',
    title: 'Adres',
    fields: ['country', 'postalCode', 'houseNumber', 'houseNumberAddition', 'street', 'city'],
  },
  {
    key: 'voorkeuren',
    title: 'Voorkeuren',
    fields: [
      'loginNotification',
      'shownInRegister',
      'registerStreet',
      'registerHouseNumber',
      'registerHouseNumberAddition',
      'registerPostalCode',
      'registerCity',
      'registerPhone',
    ],
  },
] as const;

export type ProfileStepKey = (typeof PROFILE_STEPS)[number]['key'];

export const profileStepPath = (step: string) => hrefFor('accountProfile', { step });

/** Fields only some user types have: professionals their register entry, employers a job title. */
const COMPANY_ONLY = new Set<string>(['jobTitle']);
const PROFESSIONAL_ONLY = new Set<string>([
  'shownInRegister',
  'registerStreet',
  'registerHouseNumber',
  'registerHouseNumberAddition',
  'registerPostalCode',
  'registerCity',
  'registerPhone',
]);

/** Form values from the api: the yes/no field works with 1 and 0. */
export function toFormValues(profile: AccountProfile): Record<string, unknown> {
  return {
    ...profile,
    country: profile.country ?? 'NL',
    loginNotification: Boolean(profile.loginNotification),
    shownInRegister: profile.shownInRegister === null ? undefined : profile.shownInRegister ? 1 : 0,
  };
}

/** The input of one step, from the form values, in the api's types. */
export function stepInput(
  step: ProfileStepKey,
  values: Record<string, unknown>,
  userType: string,
): AccountProfileInput {
  const definition = PROFILE_STEPS.find((candidate) => candidate.key === step);
  const input: AccountProfileInput = {};
  for (const field of definition?.fields ?? []) {
    if (userType !== 'professional' && PROFESSIONAL_ONLY.has(field)) continue;
    if (userType !== 'companyEmployee' && COMPANY_ONLY.has(field)) continue;
    const value = values[field];
    if (field === 'loginNotification') input[field] = Boolean(value);
    else if (field === 'shownInRegister')
      input[field] = value === undefined || value === '' ? null : Number(value) === 1;
    else input[field] = typeof value === 'string' ? value.trim() : null;
  }
  return input;
}
