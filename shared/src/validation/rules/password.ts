import { PASSWORD_MIN_LENGTH } from '@portal/shared-options';
import { DEFAULT_MESSAGE, MESSAGES } from '../messages';
import type { RuleDefinition } from '../types';

/**
 * SPEC section 5's password requirements, one message per requirement that fails, so the user
 * sees at once everything still missing. Letters are judged by Unicode case, so 'É' counts.
 */
const REQUIREMENTS: readonly { passes: (password: string) => boolean; message: string }[] = [
  {
    passes: (password) => Array.from(password).length >= PASSWORD_MIN_LENGTH,
    message: MESSAGES.password.length,
  },
  { passes: (password) => /\p{Nd}/u.test(password), message: MESSAGES.password.digit },
  { passes: (password) => /\p{Ll}/u.test(password), message: MESSAGES.password.lowercase },
  { passes: (password) => /\p{Lu}/u.test(password), message: MESSAGES.password.uppercase },
  // Anything that is neither letter, digit nor whitespace counts as special.
  { passes: (password) => /[^\p{L}\p{N}\s]/u.test(password), message: MESSAGES.password.special },
];

export const passwordRules: Readonly<Record<string, RuleDefinition>> = {
  password: {
    validate: ({ value }) => {
      if (typeof value !== 'string') return [DEFAULT_MESSAGE];
      return REQUIREMENTS.filter((requirement) => !requirement.passes(value)).map(
        (requirement) => requirement.message,
      );
    },
  },
};
