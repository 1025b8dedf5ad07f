import { DEFAULT_MESSAGE, sizeMessage, type SizeComparison, type SizeKind } from '../messages';
import type { RuleContext, RuleDefinition } from '../types';
import { isBlank, isNumericValue } from '../values';

/**
 * Size rules: a number when the value is one or the field is `numeric`/`integer`, else the length
 * of text (in characters, not UTF-16 units) or the number of items in a list.
 */

interface Size {
  readonly kind: SizeKind;
  readonly size: number;
}

function measure(value: unknown, numeric: boolean): Size | null {
  if (typeof value === 'number') return Number.isFinite(value) ? { kind: 'number', size: value } : null;
  if (typeof value === 'string') {
    if (numeric && isNumericValue(value)) return { kind: 'number', size: Number(value) };
    return { kind: 'string', size: Array.from(value).length };
  }
  if (Array.isArray(value)) return { kind: 'array', size: value.length };
  return null;
}

const PASSES: Readonly<Record<SizeComparison, (size: number, limit: number) => boolean>> = {
  max: (size, limit) => size <= limit,
  min: (size, limit) => size >= limit,
  lt: (size, limit) => size < limit,
  lte: (size, limit) => size <= limit,
  gt: (size, limit) => size > limit,
  gte: (size, limit) => size >= limit,
};

/** A non-numeric value on a numeric field is the numeric rule's to report, not ours. */
function skipsForNumericRule(context: RuleContext): boolean {
  return context.numeric && typeof context.value === 'string' && !isNumericValue(context.value);
}

function compare(comparison: SizeComparison, measured: Size | null, limit: number): readonly string[] {
  if (!measured) return [DEFAULT_MESSAGE];
  return PASSES[comparison](measured.size, limit) ? [] : [sizeMessage(measured.kind, comparison, limit)];
}

function limitRule(comparison: 'max' | 'min'): RuleDefinition {
  return {
    minArgs: 1,
    checkArgs: ([limit]) => (isNumericValue(limit) ? null : `a numeric limit instead of '${limit ?? ''}'`),
    validate: (context, [limit]) => {
      if (skipsForNumericRule(context)) return [];
      return compare(comparison, measure(context.value, context.numeric), Number(limit));
    },
  };
}

/**
 * `lt:field` and friends. Numbers compare as numbers (a numeric text counts as one when the
 * other side is a number); otherwise both sides must be of the same kind. A literal number is
 * allowed in place of a field, as in Laravel. An empty other field passes: its own rules report it.
 */
function fieldComparisonRule(comparison: Exclude<SizeComparison, 'max' | 'min'>): RuleDefinition {
  return {
    minArgs: 1,
    validate: (context, [reference = '']) => {
      if (skipsForNumericRule(context)) return [];
      const other = context.lookup(reference);
      if (isBlank(other)) {
        if (!isNumericValue(reference)) return [];
        return compare(comparison, measure(context.value, context.numeric), Number(reference));
      }
      const numeric = context.numeric || typeof context.value === 'number' || typeof other === 'number';
      const own = measure(context.value, numeric);
      const theirs = measure(other, numeric);
      if (!own || !theirs || own.kind !== theirs.kind) return [DEFAULT_MESSAGE];
      return compare(comparison, own, theirs.size);
    },
  };
}

export const sizeRules: Readonly<Record<string, RuleDefinition>> = {
  max: limitRule('max'),
  min: limitRule('min'),
  lt: fieldComparisonRule('lt'),
  lte: fieldComparisonRule('lte'),
  gt: fieldComparisonRule('gt'),
  gte: fieldComparisonRule('gte'),
};
