/**
 * Inputs for the profile's rule table with the verdict both sides must reach. The form holds the
 * yes/no answer as 1/0, the api as true/false; the verdict is the set of fields that fail.
 * Imported by this package's test and by the api's test of `updateAccountProfile`.
 */
import type { ProfileStepKey } from '@portal/shared/validation';

export interface ProfileVerdictCase {
  name: string;
  step: ProfileStepKey;
  /** The values as the api receives them. */
  input: Record<string, string | boolean | null>;
  /** The same values as the form holds them. */
  form: Record<string, string | number | null>;
  failing: string[];
}

const REGISTER_EMPTY = {
  registerStreet: '',
  registerHouseNumber: '',
  registerPostalCode: '',
  registerCity: '',
  registerPhone: '',
};

export const PROFILE_VERDICT_CASES: readonly ProfileVerdictCase[] = [
  {
    name: 'in the register without a register address',
    step: 'voorkeuren',
    input: { shownInRegister: true, ...REGISTER_EMPTY },
    form: { shownInRegister: 1, ...REGISTER_EMPTY },
    failing: ['registerCity', 'registerHouseNumber', 'registerPhone', 'registerPostalCode', 'registerStreet'],
  },
  {
    name: 'not in the register, with stale hidden register values',
    step: 'voorkeuren',
    input: { shownInRegister: false, registerPhone: 'abc', registerPostalCode: 'x' },
    form: { shownInRegister: 0, registerPhone: 'abc', registerPostalCode: 'x' },
    failing: [],
  },
  {
    name: 'in the register with a bad phone',
    step: 'voorkeuren',
    input: {
      shownInRegister: true,
      registerStreet: 'Straat',
      registerHouseNumber: '1',
      registerPostalCode: '3511 AB',
      registerCity: 'Utrecht',
      registerPhone: 'abc',
    },
    form: {
      shownInRegister: 1,
      registerStreet: 'Straat',
      registerHouseNumber: '1',
      registerPostalCode: '3511 AB',
      registerCity: 'Utrecht',
      registerPhone: 'abc',
    },
    failing: ['registerPhone'],
  },
  {
    name: 'a country outside the option set',
    step: 'adres',
    input: { country: 'XX', postalCode: '3511 AB', houseNumber: '1', street: 'Straat', city: 'Utrecht' },
    form: { country: 'XX', postalCode: '3511 AB', houseNumber: '1', street: 'Straat', city: 'Utrecht' },
    failing: ['country'],
  },
  {
    name: 'Caribbean Netherlands without a postal code',
    step: 'adres',
    input: { country: 'BQ', postalCode: '', houseNumber: '1', street: 'Kaya', city: 'Kralendijk' },
    form: { country: 'BQ', postalCode: '', houseNumber: '1', street: 'Kaya', city: 'Kralendijk' },
    failing: [],
  },
  {
    name: 'a Belgian address with a Dutch postal code',
    step: 'adres',
    input: { country: 'BE', postalCode: '3511 AB', houseNumber: '1', street: 'Straat', city: 'Gent' },
    form: { country: 'BE', postalCode: '3511 AB', houseNumber: '1', street: 'Straat', city: 'Gent' },
    failing: ['postalCode'],
  },
];
