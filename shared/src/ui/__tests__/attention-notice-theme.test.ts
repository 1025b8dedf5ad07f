import { join } from 'node:path';
import { theme } from 'antd';
import { cssDeclarations, cssValue, sameColour } from '../../../testing/css-declarations';
import { PORTAL_STATIC_THEME } from '../portal-theme';

// The overview's notices hard-code in CSS what antd's Alert derives from the portal theme (issue 8:
// the overview loads no antd). A theme change must fail here; so must a colour that WCAG AA refuses.
const token = theme.getDesignToken(PORTAL_STATIC_THEME);
const rules = cssDeclarations(join(__dirname, '..', 'attention-notice.css'));
const colour = (selector: string, property: string) => sameColour(cssValue(rules, selector, property));
const NOTICE = '.portal-attention-notice';
const WARNING = '.portal-attention-notice--warning';
const ICON = '.portal-attention-notice__icon';

/** WCAG's contrast ratio of two opaque '#rrggbb' colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((start) => {
      const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe("the overview's notices", () => {
  it("take antd's Alert colours for info and warning", () => {
    expect(colour(NOTICE, 'background')).toBe(sameColour(token.colorInfoBg));
    expect(colour(NOTICE, 'border')).toBe(sameColour(`${token.lineWidth}px solid ${token.colorInfoBorder}`));
    expect(colour(ICON, 'color')).toBe(sameColour(token.colorInfo));
    expect(colour(WARNING, 'background')).toBe(sameColour(token.colorWarningBg));
    expect(colour(WARNING, 'border-color')).toBe(sameColour(token.colorWarningBorder));
    // Not antd's colorWarning: the darkest readable shade of its palette (see the stylesheet).
    expect(colour(`${WARNING} ${ICON}`, 'color')).toBe(sameColour(token['gold-8']));
    expect(colour(NOTICE, 'color')).toBe(sameColour(token.colorText));
    expect(colour('.portal-attention-notice__title', 'color')).toBe(sameColour(token.colorTextHeading));
  });

  it("take antd's Alert sizes: radius, padding, icon, title and gaps", () => {
    expect(cssValue(rules, NOTICE, 'border-radius')).toBe(`${token.borderRadiusLG}px`);
    expect(cssValue(rules, NOTICE, 'padding')).toBe(
      `${token.paddingMD}px ${token.paddingContentHorizontalLG}px`,
    );
    expect(cssValue(rules, NOTICE, 'font-size')).toBe(`${token.fontSize}px`);
    expect(Number(cssValue(rules, NOTICE, 'line-height'))).toBeCloseTo(token.lineHeight, 10);
    expect(cssValue(rules, ICON, 'font-size')).toBe(`${token.fontSizeHeading3}px`);
    expect(cssValue(rules, ICON, 'margin-inline-end')).toBe(`${token.marginSM}px`);
    expect(cssValue(rules, '.portal-attention-notice__title', 'font-size')).toBe(`${token.fontSizeLG}px`);
    expect(cssValue(rules, '.portal-attention-notice__title', 'margin')).toBe(`0 0 ${token.marginXS}px`);
  });

  it("draw links in the theme's link colours", () => {
    expect(colour(`${NOTICE} a`, 'color')).toBe(sameColour(token.colorLink));
    expect(colour(`${NOTICE} a:hover, ${NOTICE} a:active`, 'color')).toBe(sameColour(token.colorLinkHover));
  });

  it('keep text at 4.5:1 and icons at 3:1 on both backgrounds (WCAG 1.4.3, 1.4.11)', () => {
    for (const [background, icon] of [
      [colour(NOTICE, 'background'), colour(ICON, 'color')],
      [colour(WARNING, 'background'), colour(`${WARNING} ${ICON}`, 'color')],
    ] as const) {
      expect(contrast(icon, background)).toBeGreaterThanOrEqual(3);
      expect(contrast(colour(`${NOTICE} a`, 'color'), background)).toBeGreaterThanOrEqual(4.5);
      expect(
        contrast(colour(`${NOTICE} a:hover, ${NOTICE} a:active`, 'color'), background),
      ).toBeGreaterThanOrEqual(4.5);
    }
  });
});
