import { MESSAGES } from '../messages';
import type { RuleDefinition } from '../types';
import { isAccepted, isEmptyValue, matchesAnyRuleValue } from '../values';

/**
 * The required family. These are implicit rules: they also run on empty fields, which is the
 * whole point of them. All but `always_required` are dropped for empty fields in a draft.
 */

const required = (value: unknown): readonly string[] => (isEmptyValue(value) ? [MESSAGES.required] : []);

export const presenceRules: Readonly<Record<string, RuleDefinition>> = {
  required: {
    implicit: true,
    requiredFamily: true,
    validate: ({ value }) => required(value),
  },

  /** Required even when saving a draft, for the fields a draft cannot be stored without. */
  always_required: {
    implicit: true,
    validate: ({ value }) => required(value),
  },

  /** `required_if:field,value,...`: required when the other field has one of the values. */
  required_if: {
    implicit: true,
    requiredFamily: true,
    minArgs: 2,
    validate: ({ value, lookup }, [field = '', ...values]) =>
      matchesAnyRuleValue(lookup(field), values) ? required(value) : [],
  },

  /** `required_without:a,b`: required when any of the other fields is empty. */
  required_without: {
    implicit: true,
    requiredFamily: true,
    minArgs: 1,
    validate: ({ value, lookup }, fields) =>
      fields.some((field) => isEmptyValue(lookup(field))) ? required(value) : [],
  },

  /** `required_without_all:a,b`: required when all of the other fields are empty. */
  required_without_all: {
    implicit: true,
    requiredFamily: true,
    minArgs: 1,
    validate: ({ value, lookup }, fields) =>
      fields.every((field) => isEmptyValue(lookup(field))) ? required(value) : [],
  },

  /** `accepted`: a box that must be ticked (true, 1, 'on', 'yes', ...). */
  accepted: {
    implicit: true,
    requiredFamily: true,
    validate: ({ value }) => (isAccepted(value) ? [] : [MESSAGES.accepted]),
  },

  /** `accepted_if:field,value,...`: must be ticked when the other field has one of the values. */
  accepted_if: {
    implicit: true,
    requiredFamily: true,
    minArgs: 2,
    validate: ({ value, lookup }, [field = '', ...values]) =>
      matchesAnyRuleValue(lookup(field), values) && !isAccepted(value) ? [MESSAGES.accepted] : [],
  },
};

/** `exclude_if` / `exclude_unless`: leave the field (and all inside it) out of validation. */
export const exclusionRules: Readonly<Record<string, RuleDefinition>> = {
  exclude_if: {
    minArgs: 2,
    excludes: ({ lookup }, [field = '', ...values]) => matchesAnyRuleValue(lookup(field), values),
  },
  exclude_unless: {
    minArgs: 2,
    excludes: ({ lookup }, [field = '', ...values]) => !matchesAnyRuleValue(lookup(field), values),
  },
};

/**
 * Laravel rules that only steer the engine. `nullable` is accepted for compatibility: blank
 * values already skip non-implicit rules. `bail` and `sometimes` are read by the compiler.
 */
export const modifierRules: Readonly<Record<string, RuleDefinition>> = {
  nullable: {},
  bail: {},
  sometimes: {},
};
