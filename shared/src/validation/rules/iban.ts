import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { MESSAGES } from '../messages';
import type { RuleDefinition } from '../types';
import { textOf } from '../values';

/**
 * `iban`: a valid IBAN by ibantools (country length and check digits), spaces and case ignored,
 * so 'nl91 abna 0417 1643 00' passes like 'NL91ABNA0417164300'. The form and the api both run it.
 */
export function isIban(value: unknown): boolean {
  const text = textOf(value);
  if (text === null) return false;
  const electronic = electronicFormatIBAN(text);
  return electronic !== null && isValidIBAN(electronic);
}

export const ibanRules: Readonly<Record<string, RuleDefinition>> = {
  iban: {
    validate: ({ value }) => (isIban(value) ? [] : [MESSAGES.iban]),
  },
};
