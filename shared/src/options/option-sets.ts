/**
 * The fixed option sets of SPEC section 3, shared by the forms of every remote and by the api,
 * so a stored value always has the same meaning on both sides.
 */

export interface Option<TValue extends string | number = string | number> {
  readonly value: TValue;
  readonly label: string;
}

export const COUNTRY_OPTIONS = [
  { value: 'NL', label: 'Nederland' },
  { value: 'BE', label: 'België' },
  { value: 'DE', label: 'Duitsland' },
  { value: 'FR', label: 'Frankrijk' },
  { value: 'ES', label: 'Spanje' },
  { value: 'BQ', label: 'Caribisch Nederland' },
  { value: 'SR', label: 'Suriname' },
] as const satisfies readonly Option<string>[];

export type CountryCode = (typeof COUNTRY_OPTIONS)[number]['value'];

/** The country assumed when none (or an unknown one) is given: the register is Dutch. */
export const DEFAULT_COUNTRY: CountryCode = 'NL';

export function isCountryCode(value: unknown): value is CountryCode {
  return COUNTRY_OPTIONS.some((option) => option.value === value);
}

/** Yes/no answers are stored as 1 and 0, not booleans, because the api's columns hold integers. */
export const YES_NO_OPTIONS = [
  { value: 1, label: 'Ja' },
  { value: 0, label: 'Nee' },
] as const satisfies readonly Option<number>[];

export type YesNoValue = (typeof YES_NO_OPTIONS)[number]['value'];

/** Picking this value in a select reveals a free-text field for the answer. */
export const OTHER_OPTION_VALUE = '**other**';

export const OTHER_OPTION = {
  value: OTHER_OPTION_VALUE,
  label: 'Anders, namelijk...',
} as const satisfies Option<string>;
