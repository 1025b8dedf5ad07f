import { join } from 'node:path';
import { theme } from 'antd';
import { cssDeclarations, cssValue } from '../../../../../testing/css-declarations';
import { PORTAL_STATIC_THEME } from '../../../../ui/portal-theme';

// The step title is a plain h2 styled as antd's Typography.Title level 4 would be (issue 36: at level 2's 30 px the
// step stood almost as large as the page's h1 above it) with the portal
// theme: when the theme (or antd's derivation of its tokens) changes, this says the CSS must follow.
const token = theme.getDesignToken(PORTAL_STATIC_THEME);
const rules = cssDeclarations(join(__dirname, '..', 'step-header.css'));
const compact = (value: string) => value.replace(/\s+/g, '').toLowerCase();

describe("the step title's style", () => {
  it("is the theme's heading of level 4", () => {
    expect(compact(cssValue(rules, '.portal-step-title', 'color'))).toBe(compact(token.colorTextHeading));
    expect(Number(cssValue(rules, '.portal-step-title', 'font-weight'))).toBe(token.fontWeightStrong);
    expect(cssValue(rules, '.portal-step-title', 'font-size')).toBe(`${token.fontSizeHeading4}px`);
    expect(Number(cssValue(rules, '.portal-step-title', 'line-height'))).toBeCloseTo(
      token.lineHeightHeading4,
      3,
    );
  });
});
