/**
 * Reading Laravel rule strings: `required|max:255` or `['required', 'in:a,b']`. Arguments follow
 * Laravel's CSV reading, so a value holding a comma can be quoted: `in:"Ja, graag",Nee`.
 */

export interface ParsedRule {
  readonly name: string;
  readonly args: readonly string[];
}

function splitArguments(text: string): string[] {
  const args: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"' && quoted && text[index + 1] === '"') {
      current += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === ',' && !quoted) {
      args.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  args.push(current.trim());
  return args;
}

export function parseRule(rule: string): ParsedRule {
  const colon = rule.indexOf(':');
  if (colon === -1) return { name: rule.trim(), args: [] };
  return { name: rule.slice(0, colon).trim(), args: splitArguments(rule.slice(colon + 1)) };
}

/** A pipe-separated string splits into rules; in an array each item is one rule, as in Laravel. */
export function parseRules(rules: string | readonly string[]): ParsedRule[] {
  const parts = typeof rules === 'string' ? rules.split('|') : rules;
  return parts.filter((part) => part.trim() !== '').map(parseRule);
}
