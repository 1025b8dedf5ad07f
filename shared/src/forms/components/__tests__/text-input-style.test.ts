import { join } from 'node:path';
import { theme } from 'antd';
import { cssDeclarations, cssValue, sameColour } from '../../../../testing/css-declarations';
import { PORTAL_STATIC_THEME } from '../../../ui/portal-theme';

// The plain text box and the date field's popup hard-code what antd's Input and Popover derived from
// the portal theme: a theme change must show here instead of the forms' fields drifting apart from the
// antd fields beside them (issue 8: the first step of a form loads no antd).
const token = theme.getDesignToken(PORTAL_STATIC_THEME);
const input = cssDeclarations(join(__dirname, '..', 'text-input.css'));
const popup = cssDeclarations(join(__dirname, '..', 'date-field', 'date-field.css'));
const colour = (rules: typeof input, selector: string, property: string) =>
  sameColour(cssValue(rules, selector, property));

describe("the plain text box's stylesheet", () => {
  it("has antd's Input size, border and padding for the portal theme", () => {
    expect(cssValue(input, '.portal-text-input', 'height')).toBe(`${token.controlHeight}px`);
    expect(colour(input, '.portal-text-input', 'border')).toBe(
      sameColour(`${token.lineWidth}px solid ${token.colorBorder}`),
    );
    expect(cssValue(input, '.portal-text-input', 'border-radius')).toBe(`${token.borderRadius}px`);
    const paddingBlock = (token.controlHeight - token.fontSize * token.lineHeight) / 2 - token.lineWidth;
    expect(cssValue(input, '.portal-text-input', 'padding')).toBe(
      `${paddingBlock}px ${token.paddingSM - token.lineWidth}px`,
    );
    expect(cssValue(input, '.portal-text-input', 'font-size')).toBe(`${token.fontSize}px`);
    expect(Number(cssValue(input, '.portal-text-input', 'line-height'))).toBeCloseTo(token.lineHeight, 10);
  });

  it("colours text, placeholder, hover, focus, errors and the disabled state with the theme's tokens", () => {
    expect(colour(input, '.portal-text-input', 'color')).toBe(sameColour(token.colorText));
    expect(colour(input, '.portal-text-input', 'background')).toBe(sameColour(token.colorBgContainer));
    expect(colour(input, '.portal-text-input::placeholder', 'color')).toBe(
      sameColour(token.colorTextDescription),
    );
    expect(colour(input, '.portal-text-input:hover', 'border-color')).toBe(
      sameColour(token.colorPrimaryHover),
    );
    expect(colour(input, '.portal-text-input:focus', 'border-color')).toBe(sameColour(token.colorPrimary));
    expect(colour(input, '.portal-text-input--error, .portal-text-input--error:hover', 'border-color')).toBe(
      sameColour(token.colorError),
    );
    expect(colour(input, '.portal-text-input:disabled', 'background-color')).toBe(
      sameColour(token.colorBgContainerDisabled),
    );
    expect(colour(input, '.portal-text-input:disabled', 'color')).toBe(sameColour(token.colorTextDisabled));
  });

  it('draws the focus outline as the native select does, so all fields of a form show focus alike', () => {
    const select = cssDeclarations(join(__dirname, '..', 'select-field.css'));
    expect(cssValue(input, '.portal-text-input:focus', 'outline')).toBe(
      cssValue(select, '.portal-select:focus', 'outline'),
    );
  });
});

describe("the date field's popup", () => {
  it("has antd's Popover background, radius, shadow and padding", () => {
    expect(colour(popup, '.portal-date-field__popup', 'background')).toBe(sameColour(token.colorBgElevated));
    expect(cssValue(popup, '.portal-date-field__popup', 'border-radius')).toBe(`${token.borderRadiusLG}px`);
    expect(colour(popup, '.portal-date-field__popup', 'box-shadow')).toBe(
      sameColour(token.boxShadowSecondary.trim()),
    );
    expect(cssValue(popup, '.portal-date-field__popup', 'padding')).toBe(`${token.paddingSM}px`);
    expect(cssValue(popup, '.portal-date-field__popup', 'z-index')).toBe(String(token.zIndexPopupBase + 30));
  });
});
