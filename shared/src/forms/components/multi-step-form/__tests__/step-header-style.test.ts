import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { theme } from 'antd';
import { PORTAL_STATIC_THEME } from '../../../../ui/portal-theme';

// The step title is a plain h2 styled as antd's Typography.Title level 2 would be with the portal
// theme: when the theme (or antd's derivation of its tokens) changes, this says the CSS must follow.
const css = readFileSync(join(__dirname, '../step-header.css'), 'utf8');
const rule = css.match(/\.portal-step-title \{([^}]*)\}/)?.[1] ?? '';
const declared = (property: string) =>
  rule.match(new RegExp(`(?:^|;|\\s)${property}:\\s*([^;]+);`))?.[1]?.trim();

describe("the step title's style", () => {
  const token = theme.getDesignToken(PORTAL_STATIC_THEME);

  it("is the theme's heading of level 2", () => {
    expect(declared('color')?.replace(/\s/g, '')).toBe(token.colorTextHeading.replace(/\s/g, ''));
    expect(Number(declared('font-weight'))).toBe(token.fontWeightStrong);
    expect(declared('font-size')).toBe(`${token.fontSizeHeading2}px`);
    expect(Number(declared('line-height'))).toBeCloseTo(token.lineHeightHeading2, 3);
  });
});
