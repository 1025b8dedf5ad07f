import { join } from 'node:path';
import { render } from '@testing-library/react';
import { Tag, theme } from 'antd';
import { cssValue, sameColour, themeStyleChecks } from '@portal/shared/testing/css-declarations';
import { PORTAL_STATIC_THEME } from '@portal/shared/ui';

// The plain components hard-code in CSS what antd derived from the portal theme when they were antd
// components (issue 8: the overview loads no antd). A theme change must fail here, not quietly leave
// these screens looking different from the antd ones beside them.
const token = theme.getDesignToken(PORTAL_STATIC_THEME);
// Borders compared without spaces: antd writes 'rgba(5,5,5,0.06)', the stylesheets 'rgba(5, 5, 5, 0.06)'.
const { stylesheet, colour, line, border } = themeStyleChecks(join(__dirname, '..'));

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

describe('the plain status tag', () => {
  const rules = stylesheet('status-tag');
  it("takes Tag's size, border and radius", () => {
    expect(cssValue(rules, '.portal-status-tag', 'font-size')).toBe(`${token.fontSizeSM}px`);
    expect(cssValue(rules, '.portal-status-tag', 'line-height')).toBe(
      `${Math.round(token.fontSizeSM * token.lineHeightSM)}px`,
    );
    expect(border(rules, '.portal-status-tag', 'border')).toBe(line(token.lineWidth, token.colorBorder));
    expect(cssValue(rules, '.portal-status-tag', 'border-radius')).toBe(`${token.borderRadiusSM}px`);
    expect(cssValue(rules, '.portal-status-tag', 'padding-inline')).toBe(`${8 - token.lineWidth}px`);
  });

  it('draws each status colour on the tint antd gives that colour', () => {
    const selectors = [
      '.portal-status-tag--approved',
      '.portal-status-tag--pending, .portal-status-tag--ongoing',
      '.portal-status-tag--rejected',
      '.portal-status-tag--expired',
      '.portal-status-tag--neutral',
    ];
    for (const selector of selectors) {
      const text = colour(rules, selector, 'color');
      const { container } = render(<Tag color={text}>x</Tag>);
      const antdTag = container.firstElementChild as HTMLElement;
      const probe = document.createElement('span');
      probe.style.backgroundColor = colour(rules, selector, 'background-color');
      probe.style.color = text;
      expect([probe.style.backgroundColor, probe.style.color]).toEqual([
        antdTag.style.backgroundColor,
        antdTag.style.color,
      ]);
    }
  });
});
