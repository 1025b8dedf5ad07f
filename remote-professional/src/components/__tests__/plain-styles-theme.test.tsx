import { join } from 'node:path';
import { theme } from 'antd';
import { cssValue, sameColour, themeStyleChecks } from '@portal/shared/testing/css-declarations';
import { PORTAL_STATIC_THEME } from '@portal/shared/ui';

// The plain components hard-code in CSS what antd derived from the portal theme when they were antd
// components (issue 8: the overview loads no antd). A theme change must fail here, not quietly leave
// these screens looking different from the antd ones beside them.
const token = theme.getDesignToken(PORTAL_STATIC_THEME);
const { stylesheet, colour } = themeStyleChecks(join(__dirname, '..'));

describe('the plain heading', () => {
  const rules = stylesheet('heading');
  it("takes Typography.Title's colour, weight and sizes", () => {
    expect(colour(rules, '.portal-heading', 'color')).toBe(sameColour(token.colorTextHeading));
    expect(cssValue(rules, '.portal-heading', 'font-weight')).toBe(String(token.fontWeightStrong));
    for (const level of [1, 2, 3] as const) {
      expect(cssValue(rules, `.portal-heading--${level}`, 'font-size')).toBe(
        `${token[`fontSizeHeading${level}`]}px`,
      );
      expect(Number(cssValue(rules, `.portal-heading--${level}`, 'line-height'))).toBeCloseTo(
        token[`lineHeightHeading${level}`],
        10,
      );
    }
  });
});
