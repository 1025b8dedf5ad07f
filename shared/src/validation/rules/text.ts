import { PHONE_MAX, PHONE_MIN } from '@portal/shared-options';
import { isEmail } from '../email';
import { MESSAGES } from '../messages';
import type { RuleDefinition } from '../types';
import { isIntegerValue, isNumericValue, matchesAnyRuleValue, textOf, unwrapOption } from '../values';

/** Rules on the form of a single value: numbers, phone, email, allowed characters, options. */

export const PHONE_PATTERN = new RegExp(`^[0-9+\\-() ]{${PHONE_MIN},${PHONE_MAX}}$`);

/** SPEC: letters, digits and hyphen only (unlike Laravel's alpha_dash, no underscore). */
const ALPHA_DASH_PATTERN = /^[\p{L}\p{M}\p{N}-]+$/u;

function check(passes: boolean, message: string): readonly string[] {
  return passes ? [] : [message];
}

export const textRules: Readonly<Record<string, RuleDefinition>> = {
  numeric: {
    validate: ({ value }) => check(isNumericValue(value), MESSAGES.numeric),
  },

  integer: {
    validate: ({ value }) => check(isIntegerValue(value), MESSAGES.integer),
  },

  phone: {
    validate: ({ value }) => {
      const text = textOf(value);
      return check(text !== null && PHONE_PATTERN.test(text), MESSAGES.phone);
    },
  },

  email: {
    validate: ({ value }) => check(typeof value === 'string' && isEmail(value.trim()), MESSAGES.email),
  },

  alpha_dash: {
    validate: ({ value }) => {
      const text = textOf(value);
      return check(text !== null && ALPHA_DASH_PATTERN.test(text), MESSAGES.alphaDash);
    },
  },

  /** `in:a,b,c`; a list value (multi-select) passes when every item is allowed. */
  in: {
    minArgs: 1,
    validate: ({ value }, allowed) => {
      const items = Array.isArray(value) ? (value as unknown[]) : [value];
      const passes = items.every((item) => {
        const scalar = unwrapOption(item);
        return (
          ['string', 'number', 'boolean'].includes(typeof scalar) && matchesAnyRuleValue(scalar, allowed)
        );
      });
      return check(passes, MESSAGES.in);
    },
  },
};
