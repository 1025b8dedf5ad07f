import type { Dayjs } from 'dayjs';
import { compileFieldRules, compileRules } from './compile';
import { resolveDateBound, resolveToday, toIsoDate } from './dates';
import { fillWildcards, getAtPath, matchPattern } from './paths';
import type { CompiledField, ValidationRules } from './types';

/**
 * The days a date field lets the user pick, derived from the same rules that validate it, so the
 * calendar never offers a date the validation would then reject.
 */

export interface SelectableDateRange {
  /** First selectable day, YYYY-MM-DD. */
  min?: string;
  /** Last selectable day, YYYY-MM-DD. */
  max?: string;
}

type BoundSide = 'min' | 'max';

/** Which rule arguments bound which side of the range. */
const BOUND_ARGUMENTS: Readonly<Record<string, readonly (BoundSide | null)[]>> = {
  activity_date: ['min', 'max'],
  after_or_equal: ['min'],
  before_or_equal: ['max'],
};

function fieldsFor(fieldPath: string, rules: ValidationRules | string | readonly string[]) {
  if (typeof rules === 'string' || Array.isArray(rules)) {
    // The caller holds this field's own rules; wildcard references take the positions of numeric keys.
    const field = compileFieldRules(fieldPath, rules as string | readonly string[]);
    const keys = fieldPath.split('.').filter((segment) => /^\d+$/.test(segment));
    return [{ field, keys }];
  }
  return compileRules(rules as ValidationRules).fields.flatMap((field) => {
    const keys = matchPattern(field.segments, fieldPath);
    return keys ? [{ field, keys }] : [];
  });
}

function tighten(range: { min?: Dayjs; max?: Dayjs }, side: BoundSide, date: Dayjs): void {
  const current = range[side];
  if (!current) range[side] = date;
  else if (side === 'min' && date.isAfter(current, 'day')) range.min = date;
  else if (side === 'max' && date.isBefore(current, 'day')) range.max = date;
}

function applyField(
  range: { min?: Dayjs; max?: Dayjs },
  field: CompiledField,
  keys: readonly string[],
  data: unknown,
  today: Dayjs,
) {
  const lookup = (reference: string) => getAtPath(data, fillWildcards(reference, keys));
  for (const rule of field.rules) {
    // Age rules bound by a count of months or years back from today (rules/age.ts).
    const [count] = rule.args;
    if (rule.name === 'min_age_years' && count !== undefined)
      tighten(range, 'max', today.subtract(Number(count), 'year'));
    if (rule.name === 'vog_max_age' && count !== undefined)
      tighten(range, 'min', today.subtract(Number(count), 'month'));
    const sides = BOUND_ARGUMENTS[rule.name] ?? [];
    sides.forEach((side, index) => {
      const argument = rule.args[index];
      if (!side || argument === undefined || argument.trim() === '') return;
      const bound = resolveDateBound(argument, today, lookup);
      if (bound) tighten(range, side, bound.parsed.date.startOf('day'));
    });
  }
}

/**
 * `fieldPath` is the concrete input name (`diplomas.0.date`); `rules` is the form's whole rule set
 * or that field's own rules. Bounds that name an empty field are left open.
 */
export function selectableDateRange(
  fieldPath: string,
  data: unknown,
  rules: ValidationRules | string | readonly string[],
  options: { today?: string } = {},
): SelectableDateRange {
  const today = resolveToday(options.today);
  const range: { min?: Dayjs; max?: Dayjs } = {};
  for (const { field, keys } of fieldsFor(fieldPath, rules)) applyField(range, field, keys, data, today);
  const result: SelectableDateRange = {};
  if (range.min) result.min = toIsoDate(range.min);
  if (range.max) result.max = toIsoDate(range.max);
  return result;
}
