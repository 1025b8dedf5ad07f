import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { theme } from 'antd';
import { cssDeclarations, cssValue, sameColour } from '../../../testing/css-declarations';
import { BUTTON_SCALE, PORTAL_STATIC_THEME } from '../portal-theme';

// The plain button hard-codes what antd's Button derived from the portal theme (issue 8: a form's first
// step and the overview load no antd); the dialogs and screens beside them still use antd's. A theme
// change must fail here instead of the two drifting apart.
const token = theme.getDesignToken(PORTAL_STATIC_THEME);
const rules = cssDeclarations(join(__dirname, '..', 'plain-button.css'));
const colour = (selector: string, property: string) => sameColour(cssValue(rules, selector, property));

describe("the plain button's stylesheet", () => {
  it("has the default Button's size, border, colours and focus ring", () => {
    expect(cssValue(rules, '.portal-plain-button', 'height')).toBe(`${token.controlHeight}px`);
    expect(colour('.portal-plain-button', 'border')).toBe(
      sameColour(`${token.lineWidth}px solid ${token.colorBorder}`),
    );
    expect(cssValue(rules, '.portal-plain-button', 'border-radius')).toBe(`${token.borderRadius}px`);
    expect(cssValue(rules, '.portal-plain-button', 'padding')).toBe(
      `0 ${token.paddingContentHorizontal - token.lineWidth}px`,
    );
    expect(colour('.portal-plain-button', 'background')).toBe(sameColour(token.colorBgContainer));
    expect(colour('.portal-plain-button', 'color')).toBe(sameColour(token.colorText));
    expect(cssValue(rules, '.portal-plain-button', 'font-size')).toBe(`${token.fontSize}px`);
    expect(colour('.portal-plain-button:hover', 'color')).toBe(sameColour(token.colorPrimaryHover));
    expect(colour('.portal-plain-button:active', 'color')).toBe(sameColour(token.colorPrimaryActive));
    expect(colour('.portal-plain-button:focus-visible', 'outline')).toBe(
      sameColour(`${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}`),
    );
  });

  it("has the primary Button's colours, hover and press", () => {
    expect(colour('.portal-plain-button--primary', 'background')).toBe(sameColour(token.colorPrimary));
    expect(colour('.portal-plain-button--primary', 'color')).toBe(sameColour(token.colorTextLightSolid));
    expect(colour('.portal-plain-button--primary', 'box-shadow')).toBe(
      sameColour(`0 ${token.controlOutlineWidth}px 0 ${token.controlOutline}`),
    );
    expect(colour('.portal-plain-button--primary:hover', 'background')).toBe(
      sameColour(token.colorPrimaryHover),
    );
    expect(colour('.portal-plain-button--primary:active', 'background')).toBe(
      sameColour(token.colorPrimaryActive),
    );
  });

  it('shows busy and disabled buttons as antd does', () => {
    expect(cssValue(rules, ".portal-plain-button[aria-busy='true']", 'opacity')).toBe(
      String(token.opacityLoading),
    );
    expect(colour('.portal-plain-button:disabled', 'background')).toBe(
      sameColour(token.colorBgContainerDisabled),
    );
    expect(colour('.portal-plain-button:disabled', 'color')).toBe(sameColour(token.colorTextDisabled));
    expect(colour('.portal-plain-button:disabled', 'border-color')).toBe(
      sameColour(token.colorBorderDisabled),
    );
  });
});

describe('the one button scale (BUTTON_SCALE, issue 36)', () => {
  const phone = `@media (max-width: ${BUTTON_SCALE.phoneBelowPx - 0.02}px)`;
  const touch = `min-height: ${BUTTON_SCALE.touchHeight}px`;
  const source = (file: string) => readFileSync(file, 'utf8');

  it("is antd's control height on a wide screen", () => {
    expect(BUTTON_SCALE.controlHeight).toBe(token.controlHeight);
  });

  it('gives the plain, the antd and the host buttons the touch height on a phone', () => {
    for (const file of [
      join(__dirname, '..', 'plain-button.css'),
      join(__dirname, '..', 'antd-touch.css'),
      join(__dirname, '..', '..', '..', '..', 'host', 'src', 'styles', 'portal.css'),
    ]) {
      const css = source(file);
      const at = css.indexOf(phone);
      expect(at).toBeGreaterThanOrEqual(0);
      expect(css.slice(at, css.indexOf('}\n}', at))).toContain(touch);
    }
  });
});
