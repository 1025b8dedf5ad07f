import { parseRules } from './parse-rules';
import { splitPath } from './paths';
import { findRule } from './rules';
import type { CompiledField, CompiledRule, CompiledRuleSet, ValidationRules } from './types';

/**
 * Compiles a rule set once: rule strings parsed, names and arguments checked. Mistakes in a rule
 * set are a programmer's error and throw here, at the first use, rather than passing silently.
 * Compiled sets are cached by object identity, and by content for rule sets rebuilt on render.
 */

const byObject = new WeakMap<object, CompiledRuleSet>();
const byContent = new Map<string, CompiledRuleSet>();
const MAX_CACHED_BY_CONTENT = 500;

function compileRule(field: string, name: string, args: readonly string[]): CompiledRule {
  const definition = findRule(name);
  if (!definition) throw new Error(`Unknown validation rule '${name}' for field '${field}'.`);
  const minArgs = definition.minArgs ?? 0;
  if (args.length < minArgs) {
    throw new Error(`Validation rule '${name}' for field '${field}' needs ${minArgs} argument(s).`);
  }
  const problem = definition.checkArgs?.(args) ?? null;
  if (problem !== null) throw new Error(`Validation rule '${name}' for field '${field}' needs ${problem}.`);
  return { name, args, definition };
}

function compileField(pattern: string, rules: string | readonly string[]): CompiledField {
  const compiled = parseRules(rules).map(({ name, args }) => compileRule(pattern, name, args));
  const has = (name: string) => compiled.some((rule) => rule.name === name);
  return {
    pattern,
    segments: splitPath(pattern),
    rules: compiled,
    numeric: has('numeric') || has('integer'),
    bail: has('bail'),
    sometimes: has('sometimes'),
  };
}

export function compileRules(rules: ValidationRules): CompiledRuleSet {
  const cached = byObject.get(rules);
  if (cached) return cached;

  const key = JSON.stringify(rules);
  let compiled = byContent.get(key);
  if (!compiled) {
    compiled = {
      fields: Object.entries(rules).map(([pattern, fieldRules]) => compileField(pattern, fieldRules)),
    };
    if (byContent.size >= MAX_CACHED_BY_CONTENT) {
      const oldest = byContent.keys().next();
      if (!oldest.done) byContent.delete(oldest.value);
    }
    byContent.set(key, compiled);
  }
  byObject.set(rules, compiled);
  return compiled;
}

/** Compiles the rules of a single field, for callers that hold one field's rules. */
export function compileFieldRules(pattern: string, rules: string | readonly string[]): CompiledField {
  return compileRules({ [pattern]: rules }).fields[0] ?? compileField(pattern, rules);
}
