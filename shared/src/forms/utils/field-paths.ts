/**
 * Matching concrete field paths (`diplomas.0.date`) against rule keys with wildcards (`diplomas.*.date`),
 * used to find which step an error belongs to and which rules apply to a field.
 */
import type { FormRules } from '../types';

function segments(path: string): string[] {
  return path.split('.').filter((segment) => segment.length > 0);
}

function segmentsMatch(pattern: readonly string[], path: readonly string[]): boolean {
  return pattern.every((segment, index) => segment === '*' || segment === path[index]);
}

function ruleList(rule: string | readonly string[]): string[] {
  return (typeof rule === 'string' ? rule.split('|') : [...rule]).map((part) => part.trim()).filter(Boolean);
}

/** True when `path` is the field `ruleKey` describes, or lies inside it (`address.street` in `address`). */
export function pathMatchesRuleKey(path: string, ruleKey: string): boolean {
  const pattern = segments(ruleKey);
  const concrete = segments(path);
  return concrete.length >= pattern.length && segmentsMatch(pattern, concrete);
}

/** The single rules (`required`, `max:5`) that apply to a concrete field path. */
export function rulesForField(rules: FormRules | undefined, path: string): string[] {
  if (!rules) return [];
  const concrete = segments(path);
  return Object.entries(rules)
    .filter(([key]) => {
      const pattern = segments(key);
      return pattern.length === concrete.length && segmentsMatch(pattern, concrete);
    })
    .flatMap(([, rule]) => ruleList(rule));
}

/** Whether a list of single rules holds a rule by that name (`required` in `['required', 'email']`). */
export function hasRule(rules: readonly string[], ruleName: string): boolean {
  return rules.some((rule) => rule.split(':')[0] === ruleName);
}

/** One rule set from several (the steps of a form); rules for the same key are combined. */
export function mergeRules(rulesList: readonly (FormRules | undefined)[]): FormRules {
  const merged: Record<string, string[]> = {};
  for (const rules of rulesList) {
    for (const [key, rule] of Object.entries(rules ?? {})) {
      merged[key] = [...(merged[key] ?? []), ...ruleList(rule)];
    }
  }
  return merged;
}
