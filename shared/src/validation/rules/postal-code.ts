import { DEFAULT_COUNTRY, isCountryCode, type CountryCode } from '@portal/shared-options';
import { MESSAGES } from '../messages';
import type { RuleDefinition } from '../types';
import { textOf, unwrapOption } from '../values';

/**
 * Postal codes per country as SPEC section 5 gives them. Caribbean Netherlands and Suriname
 * have no postal code system worth checking; an unknown or missing country is checked as Dutch.
 */
const POSTAL_CODE_PATTERNS: Readonly<Record<CountryCode, RegExp | null>> = {
  NL: /^\d{4} ?[a-z]{2}$/i,
  BE: /^\d{4}$/,
  DE: /^\d{5}$/,
  ES: /^\d{5}$/,
  FR: /^\d{2} ?\d{3}$/,
  BQ: null,
  SR: null,
};

function countryOf(value: unknown): CountryCode {
  const text = textOf(unwrapOption(value))?.trim().toUpperCase();
  return isCountryCode(text) ? text : DEFAULT_COUNTRY;
}

export const postalCodeRules: Readonly<Record<string, RuleDefinition>> = {
  /** `postal_code:countryField`; without a field the code is checked as Dutch. */
  postal_code: {
    validate: ({ value, lookup }, [countryField]) => {
      const country = countryField ? countryOf(lookup(countryField)) : DEFAULT_COUNTRY;
      const pattern = POSTAL_CODE_PATTERNS[country];
      const text = textOf(value)?.trim();
      if (text === undefined) return [MESSAGES.postalCode];
      return pattern === null || pattern.test(text) ? [] : [MESSAGES.postalCode];
    },
  },
};
