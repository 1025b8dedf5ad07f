import type { Dayjs } from 'dayjs';
import { compileRules } from './compile';
import { resolveToday } from './dates';
import { addMessages, toErrorRecord } from './error-record';
import { DEFAULT_MESSAGE } from './messages';
import { expandPattern, fillWildcards, getAtPath, isWithin, type ConcreteField } from './paths';
import type { CompiledField, RuleContext, ValidateOptions, ValidationErrors, ValidationRules } from './types';
import { isBlank, isEmptyValue } from './values';

/**
 * The entry point: checks `data` against a Laravel-style rule set and returns the Dutch messages
 * per failing concrete field path, `{}` when everything holds. Bad data is reported, never thrown.
 */

interface Target {
  readonly field: CompiledField;
  readonly concrete: ConcreteField;
  readonly context: RuleContext;
}

function contextFor(field: CompiledField, concrete: ConcreteField, data: unknown, today: Dayjs): RuleContext {
  return {
    value: concrete.value,
    path: concrete.path,
    today,
    numeric: field.numeric,
    lookup: (reference) => getAtPath(data, fillWildcards(reference, concrete.wildcardKeys)),
  };
}

/** Exclusions are decided on the original data first, so the order of fields does not matter. */
function isExcluded(target: Target): boolean {
  return target.field.rules.some((rule) => rule.definition.excludes?.(target.context, rule.args) ?? false);
}

function messagesFor({ field, concrete, context }: Target, draft: boolean): string[] {
  if (field.sometimes && !concrete.present) return [];
  const blank = isBlank(concrete.value);
  const empty = isEmptyValue(concrete.value);
  const messages: string[] = [];
  for (const { definition, args } of field.rules) {
    if (!definition.validate) continue;
    if (blank && !definition.implicit) continue;
    if (draft && empty && definition.requiredFamily) continue;
    const failures = definition.validate(context, args);
    messages.push(...failures);
    // As in Laravel: after `bail`, or a failed implicit rule (the field is missing), the rest is moot.
    if (failures.length > 0 && (field.bail || definition.implicit)) break;
  }
  return messages;
}

export function validate(
  data: unknown,
  rules: ValidationRules,
  options: ValidateOptions = {},
): ValidationErrors {
  const compiled = compileRules(rules);
  const today = resolveToday(options.today);
  const draft = options.draft ?? false;

  const targets: Target[] = [];
  const shapeErrors: string[] = [];
  for (const field of compiled.fields) {
    const expansion = expandPattern(field.segments, data);
    shapeErrors.push(...expansion.shapeErrors.map((error) => error.path));
    for (const concrete of expansion.fields) {
      targets.push({ field, concrete, context: contextFor(field, concrete, data, today) });
    }
  }

  const excluded = targets.filter(isExcluded).map((target) => target.concrete.path);
  const isKept = (path: string) => !excluded.some((exclusion) => isWithin(path, exclusion));

  const errors = new Map<string, string[]>();
  // A wildcard that met text or a number where a list belongs: the data itself has the wrong shape.
  for (const path of shapeErrors) if (isKept(path)) addMessages(errors, path, [DEFAULT_MESSAGE]);
  for (const target of targets) {
    if (isKept(target.concrete.path)) addMessages(errors, target.concrete.path, messagesFor(target, draft));
  }
  return toErrorRecord(errors);
}
