import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A stylesheet's top-level rules: each selector (as written, spaces folded) with its declarations. */
export type CssDeclarations = Map<string, Map<string, string>>;

/**
 * Reads a plain stylesheet for tests that compare hard-coded values with antd's theme tokens. Only
 * top-level rules: at-rules (media queries, keyframes) are skipped, their values are not the theme's.
 */
export function cssDeclarations(file: string): CssDeclarations {
  const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: CssDeclarations = new Map();
  let depth = 0;
  let start = 0;
  let atRule = false;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (char === '{') {
      if (depth === 0) {
        const selector = source.slice(start, index).trim().replace(/\s+/g, ' ');
        atRule = selector.startsWith('@');
        if (!atRule) {
          const end = source.indexOf('}', index);
          rules.set(selector, parseDeclarations(source.slice(index + 1, end)));
          index = end;
          start = end + 1;
          continue;
        }
      }
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) start = index + 1;
    }
  }
  return rules;
}

function parseDeclarations(block: string): Map<string, string> {
  const declarations = new Map<string, string>();
  for (const part of block.split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    declarations.set(
      part.slice(0, colon).trim(),
      part
        .slice(colon + 1)
        .trim()
        .replace(/\s+/g, ' '),
    );
  }
  return declarations;
}

/** One declaration's value, failing loudly when the rule or the property is gone. */
export function cssValue(rules: CssDeclarations, selector: string, property: string): string {
  const value = rules.get(selector)?.get(property);
  if (value === undefined) throw new Error(`No '${property}' in '${selector}'`);
  return value;
}

/** antd writes colours as '#fff' or 'rgba(0,0,0,0.88)'; the stylesheets as '#ffffff' or 'rgba(0, 0, 0, 0.88)'. */
export function sameColour(value: string): string {
  const compact = value.toLowerCase().replace(/\s+/g, '');
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(compact);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : compact;
}

/**
 * What the theme tests compare, for the stylesheets in `dir`: a declaration's colour (or border) in
 * one spelling, and a border as antd writes it ('1px solid <colour>'), spaces aside.
 */
export function themeStyleChecks(dir: string) {
  const stylesheet = (name: string) => cssDeclarations(join(dir, `${name}.css`));
  const colour = (rules: CssDeclarations, selector: string, property: string) =>
    sameColour(cssValue(rules, selector, property));
  const line = (width: number, colourValue: string) => sameColour(`${width}px solid ${colourValue}`);
  return { stylesheet, colour, border: colour, line };
}
