/**
 * How the rules look at untyped form and api data. Everything here accepts any value and never
 * throws: bad data must end up as a validation message, not an exception.
 */

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Missing, null or only whitespace: non-implicit rules skip such a field, as Laravel does. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** What `required` rejects: blank, or an empty list or object (Laravel's count < 1). */
export function isEmptyValue(value: unknown): boolean {
  if (isBlank(value)) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainObject(value)) return Object.keys(value).length === 0;
  return false;
}

/** Select fields may hold the whole option (`{ value, label }`); rules compare its value. */
export function unwrapOption(value: unknown): unknown {
  if (isPlainObject(value) && Object.prototype.hasOwnProperty.call(value, 'value')) return value['value'];
  return value;
}

const NUMERIC_PATTERN = /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/;
const INTEGER_PATTERN = /^\s*[+-]?\d+\s*$/;

/** PHP's is_numeric, which Laravel's numeric rules use: a dot as decimal separator. */
export function isNumericValue(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && NUMERIC_PATTERN.test(value) && Number.isFinite(Number(value));
}

export function isIntegerValue(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value);
  return typeof value === 'string' && INTEGER_PATTERN.test(value);
}

/**
 * Compares a field value with a value written in a rule (`required_if:type,1`). Rule arguments are
 * text, so numbers and booleans compare by their text; `null` stands for a missing value.
 */
export function matchesRuleValue(actual: unknown, expected: string): boolean {
  const value = unwrapOption(actual);
  if (value === undefined || value === null) return expected === 'null';
  if (typeof value === 'boolean')
    return expected === (value ? 'true' : 'false') || expected === (value ? '1' : '0');
  if (typeof value === 'number')
    return String(value) === expected || (isNumericValue(expected) && Number(expected) === value);
  if (typeof value === 'string') return value === expected;
  return false;
}

export function matchesAnyRuleValue(actual: unknown, expected: readonly string[]): boolean {
  return expected.some((candidate) => matchesRuleValue(actual, candidate));
}

/** Laravel's accepted values, for checkboxes that must be ticked. */
export function isAccepted(value: unknown): boolean {
  return (
    value === true || value === 1 || (typeof value === 'string' && ['yes', 'on', '1', 'true'].includes(value))
  );
}

/** Text of a scalar the way a user typed it; null for anything that is not text or a number. */
export function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}
