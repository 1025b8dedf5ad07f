import { join } from 'node:path';
import { theme } from 'antd';
import { cssDeclarations, cssValue, sameColour } from '../../../../../testing/css-declarations';
import { PORTAL_STATIC_THEME } from '../../../../ui/portal-theme';

// The step buttons hard-code what antd's Button derived from the portal theme (issue 8: a form's first
// step loads no antd); the dialogs and screens beside them still use antd's. A theme change must fail
// here instead of the two drifting apart.
const token = theme.getDesignToken(PORTAL_STATIC_THEME);
const rules = cssDeclarations(join(__dirname, '..', 'step-actions.css'));
const colour = (selector: string, property: string) => sameColour(cssValue(rules, selector, property));

describe("the step buttons' stylesheet", () => {
  it("has the default Button's size, border, colours and focus ring", () => {
    expect(cssValue(rules, '.portal-step-button', 'height')).toBe(`${token.controlHeight}px`);
    expect(colour('.portal-step-button', 'border')).toBe(
      sameColour(`${token.lineWidth}px solid ${token.colorBorder}`),
    );
    expect(cssValue(rules, '.portal-step-button', 'border-radius')).toBe(`${token.borderRadius}px`);
    expect(cssValue(rules, '.portal-step-button', 'padding')).toBe(
      `0 ${token.paddingContentHorizontal - token.lineWidth}px`,
    );
    expect(colour('.portal-step-button', 'background')).toBe(sameColour(token.colorBgContainer));
    expect(colour('.portal-step-button', 'color')).toBe(sameColour(token.colorText));
    expect(cssValue(rules, '.portal-step-button', 'font-size')).toBe(`${token.fontSize}px`);
    expect(colour('.portal-step-button:hover', 'color')).toBe(sameColour(token.colorPrimaryHover));
    expect(colour('.portal-step-button:active', 'color')).toBe(sameColour(token.colorPrimaryActive));
    expect(colour('.portal-step-button:focus-visible', 'outline')).toBe(
      sameColour(`${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}`),
    );
  });

  it("has the primary Button's colours, hover and press", () => {
    expect(colour('.portal-step-button--primary', 'background')).toBe(sameColour(token.colorPrimary));
    expect(colour('.portal-step-button--primary', 'color')).toBe(sameColour(token.colorTextLightSolid));
    expect(colour('.portal-step-button--primary', 'box-shadow')).toBe(
      sameColour(`0 ${token.controlOutlineWidth}px 0 ${token.controlOutline}`),
    );
    expect(colour('.portal-step-button--primary:hover', 'background')).toBe(
      sameColour(token.colorPrimaryHover),
    );
    expect(colour('.portal-step-button--primary:active', 'background')).toBe(
      sameColour(token.colorPrimaryActive),
    );
  });

  it('shows busy and disabled buttons as antd does', () => {
    expect(cssValue(rules, '.portal-step-button--busy', 'opacity')).toBe(String(token.opacityLoading));
    expect(colour('.portal-step-button:disabled', 'background')).toBe(
      sameColour(token.colorBgContainerDisabled),
    );
    expect(colour('.portal-step-button:disabled', 'color')).toBe(sameColour(token.colorTextDisabled));
    expect(colour('.portal-step-button:disabled', 'border-color')).toBe(
      sameColour(token.colorBorderDisabled),
    );
  });
});
