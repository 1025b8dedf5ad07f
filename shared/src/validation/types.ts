import type { Dayjs } from 'dayjs';

/**
 * A rule set in the Laravel style of SPEC section 5: each field path (`diplomas.*.date`) maps to
 * a pipe-separated rule string or to an array of single rule strings.
 */
export type ValidationRules = Readonly<Record<string, string | readonly string[]>>;

/** Each failing concrete field path (`diplomas.0.date`) with its Dutch messages. */
export type ValidationErrors = Record<string, string[]>;

export interface ValidateOptions {
  /** Saving a draft: required-family rules are dropped for empty fields. */
  draft?: boolean;
  /** The date `today` stands for, as YYYY-MM-DD; defaults to the local date. */
  today?: string;
}

/** What a rule sees of the field it checks. */
export interface RuleContext {
  readonly value: unknown;
  readonly path: string;
  readonly today: Dayjs;
  /** Whether the field also carries `numeric` or `integer`, which makes size rules compare numbers. */
  readonly numeric: boolean;
  /** Reads another field; each `*` in the reference takes this field's wildcard position, as in Laravel. */
  lookup(reference: string): unknown;
}

export interface RuleDefinition {
  /** Runs on empty values too (Laravel's implicit rules); other rules skip empty fields. */
  readonly implicit?: boolean;
  /** Dropped for empty fields when saving a draft. */
  readonly requiredFamily?: boolean;
  /** Fewest arguments the rule needs; fewer is a mistake in the rule set. */
  readonly minArgs?: number;
  /** Describes what is wrong with the arguments, or returns null; checked once when compiling. */
  checkArgs?(args: readonly string[]): string | null;
  /** Messages for a failing value, empty when it passes. */
  validate?(context: RuleContext, args: readonly string[]): readonly string[];
  /** For exclude rules: whether the field is left out of validation altogether. */
  excludes?(context: RuleContext, args: readonly string[]): boolean;
}

export interface CompiledRule {
  readonly name: string;
  readonly args: readonly string[];
  readonly definition: RuleDefinition;
}

export interface CompiledField {
  /** The field path as written in the rule set, wildcards included. */
  readonly pattern: string;
  readonly segments: readonly string[];
  readonly rules: readonly CompiledRule[];
  readonly numeric: boolean;
  /** `bail`: stop at the first failing rule. */
  readonly bail: boolean;
  /** `sometimes`: only validate when the key is present at all. */
  readonly sometimes: boolean;
}

export interface CompiledRuleSet {
  readonly fields: readonly CompiledField[];
}
