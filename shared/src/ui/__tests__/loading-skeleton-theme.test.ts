import { join } from 'node:path';
import { theme } from 'antd';
import { cssDeclarations, cssValue } from '../../../testing/css-declarations';
import { PORTAL_STATIC_THEME } from '../portal-theme';

// The plain skeleton hard-codes what antd's Skeleton derives from the portal theme: a theme change
// (radius, sizes, fill colours) must show here instead of the placeholder quietly looking different.
const token = theme.getDesignToken(PORTAL_STATIC_THEME);
const rules = cssDeclarations(join(__dirname, '..', 'loading-skeleton.css'));
const compact = (value: string) => value.replace(/\s+/g, '');

describe("the plain skeleton's stylesheet", () => {
  it("draws its bars with antd's Skeleton sizes and radius for the portal theme", () => {
    // antd's Skeleton: titleHeight and paragraphLiHeight are controlHeight / 2, blockRadius borderRadiusSM.
    expect(cssValue(rules, '.portal-skeleton__bar', 'height')).toBe(`${token.controlHeight / 2}px`);
    expect(cssValue(rules, '.portal-skeleton__bar', 'border-radius')).toBe(`${token.borderRadiusSM}px`);
    expect(cssValue(rules, '.portal-skeleton__title', 'margin')).toBe(
      `calc(1.17 * ${token.fontSize}px) 0 ${token.controlHeightSM}px`,
    );
    expect(cssValue(rules, '.portal-skeleton__lines > li + li', 'margin-top')).toBe(
      `${token.controlHeightXS}px`,
    );
    expect(cssValue(rules, '.portal-skeleton__lines', 'margin')).toBe(`0 0 ${token.fontSize}px`);
  });

  it("shimmers between antd's fill colours (colorFillContent to colorFill)", () => {
    const from = compact(token.colorFillContent);
    const to = compact(token.colorFill);
    expect(compact(cssValue(rules, '.portal-skeleton__bar', 'background'))).toBe(
      `linear-gradient(90deg,${from}25%,${to}37%,${from}63%)`,
    );
  });
});
