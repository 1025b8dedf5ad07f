import type { RuleDefinition } from '../types';
import { ageRules } from './age';
import { dateRules } from './dates';
import { deferralRules } from './deferral';
import { passwordRules } from './password';
import { ibanRules } from './iban';
import { finalTestRules } from './final-test';
import { postalCodeRules } from './postal-code';
import { exclusionRules, modifierRules, presenceRules } from './presence';
import { sizeRules } from './size';
import { textRules } from './text';

/** Every rule the engine knows, by the name used in rule strings. */
export const RULES: Readonly<Record<string, RuleDefinition>> = {
  ...presenceRules,
  ...exclusionRules,
  ...modifierRules,
  ...dateRules,
  ...ageRules,
  ...sizeRules,
  ...textRules,
  ...passwordRules,
  ...postalCodeRules,
  ...ibanRules,
  ...deferralRules,
  ...finalTestRules,
};

export function findRule(name: string): RuleDefinition | undefined {
  return Object.prototype.hasOwnProperty.call(RULES, name) ? RULES[name] : undefined;
}
