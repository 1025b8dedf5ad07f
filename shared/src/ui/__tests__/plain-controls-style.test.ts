import { join } from 'node:path';
import { theme } from 'antd';
import { cssDeclarations, cssValue, sameColour, themeStyleChecks } from '../../../testing/css-declarations';
import { PORTAL_STATIC_THEME } from '../portal-theme';

// The shared plain controls hard-code in CSS what antd derives from the portal theme (issue 8: screens
// that show them load no antd; issue 36: one look on every screen, antd's or plain). A theme change
// must fail here, not quietly leave these screens looking different from the antd ones beside them.
const token = theme.getDesignToken(PORTAL_STATIC_THEME);
const { stylesheet, colour, line, border } = themeStyleChecks(join(__dirname, '..'));

describe('the shared card', () => {
  const rules = stylesheet('card');
  it("takes Card's background, border, radius and padding", () => {
    const cardBorder = line(token.lineWidth, token.colorBorderSecondary);
    expect(colour(rules, '.portal-panel', 'background')).toBe(sameColour(token.colorBgContainer));
    expect(border(rules, '.portal-panel', 'border')).toBe(cardBorder);
    expect(cssValue(rules, '.portal-panel', 'border-radius')).toBe(`${token.borderRadiusLG}px`);
    expect(colour(rules, '.portal-panel', 'color')).toBe(sameColour(token.colorText));
    expect(cssValue(rules, '.portal-panel', 'font-size')).toBe(`${token.fontSize}px`);
    expect(Number(cssValue(rules, '.portal-panel', 'line-height'))).toBeCloseTo(token.lineHeight, 10);
    expect(border(rules, '.portal-panel__head', 'border-bottom')).toBe(cardBorder);
    expect(cssValue(rules, '.portal-panel__head', 'padding')).toBe(`8px ${token.paddingLG}px`);
    expect(cssValue(rules, '.portal-panel__head', 'font-size')).toBe(`${token.fontSizeLG}px`);
    expect(cssValue(rules, '.portal-panel__head', 'font-weight')).toBe(String(token.fontWeightStrong));
    expect(cssValue(rules, '.portal-panel__body', 'padding')).toBe(`${token.paddingLG}px`);
  });
});

describe('the shared description list', () => {
  const rules = stylesheet('description-list');
  it("takes the bordered small Descriptions' lines, label colours and padding", () => {
    const split = line(token.lineWidth, token.colorSplit);
    expect(border(rules, '.portal-fact-list', 'border')).toBe(split);
    expect(cssValue(rules, '.portal-fact-list', 'border-radius')).toBe(`${token.borderRadiusLG}px`);
    expect(colour(rules, '.portal-fact-list', 'color')).toBe(sameColour(token.colorText));
    expect(border(rules, '.portal-fact-list__row', 'border-bottom')).toBe(split);
    expect(cssValue(rules, '.portal-fact-list__label, .portal-fact-list__value', 'padding')).toBe(
      `${token.paddingXS}px ${token.padding}px`,
    );
    expect(border(rules, '.portal-fact-list__label', 'border-inline-end')).toBe(split);
    expect(colour(rules, '.portal-fact-list__label', 'background')).toBe(sameColour(token.colorFillAlter));
    expect(colour(rules, '.portal-fact-list__label', 'color')).toBe(sameColour(token.colorTextSecondary));
  });
});

describe('the shared checkbox and radio button', () => {
  const rules = cssDeclarations(join(__dirname, '..', '..', 'forms', 'plain', 'choice-input.css'));
  it('draw the box in colorPrimary at a 24 px target, beside text in colorText', () => {
    expect(sameColour(cssValue(rules, '.portal-choice__input', 'accent-color'))).toBe(
      sameColour(token.colorPrimary),
    );
    expect(cssValue(rules, '.portal-choice__input', 'width')).toBe('24px');
    expect(cssValue(rules, '.portal-choice__input', 'height')).toBe('24px');
    expect(cssValue(rules, '.portal-choice', 'display')).toBe('flex');
    expect(sameColour(cssValue(rules, '.portal-choice', 'color'))).toBe(sameColour(token.colorText));
    expect(cssValue(rules, '.portal-choice', 'font-size')).toBe(`${token.fontSize}px`);
    expect(sameColour(cssValue(rules, '.portal-choice__input:focus-visible', 'outline'))).toBe(
      sameColour(`${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}`),
    );
  });
});
