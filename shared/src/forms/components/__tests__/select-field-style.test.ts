import { join } from 'node:path';
import { theme } from 'antd';
import { cssDeclarations, cssValue } from '../../../../testing/css-declarations';
import { PORTAL_STATIC_THEME } from '../../../ui/portal-theme';

// The native select hard-codes what antd's Select derives from the portal theme, so both selects of the
// forms look alike: a theme change must show here instead of the two drifting apart.
const token = theme.getDesignToken(PORTAL_STATIC_THEME);
const rules = cssDeclarations(join(__dirname, '..', 'select-field.css'));
const compact = (value: string) => value.replace(/\s+/g, '').toLowerCase();

describe("the native select's stylesheet", () => {
  it("has antd's Select size, border and padding for the portal theme", () => {
    expect(cssValue(rules, '.portal-select', 'height')).toBe(`${token.controlHeight}px`);
    expect(cssValue(rules, '.portal-select', 'border')).toBe(
      `${token.lineWidth}px solid ${token.colorBorder}`,
    );
    expect(cssValue(rules, '.portal-select', 'border-radius')).toBe(`${token.borderRadius}px`);
    expect(cssValue(rules, '.portal-select', 'padding')).toMatch(
      new RegExp(` ${token.paddingSM - token.lineWidth}px$`),
    );
    expect(cssValue(rules, '.portal-select', 'line-height')).toBe(
      `${token.controlHeight - 2 * token.lineWidth}px`,
    );
  });

  it("colours text, hover, focus, errors and the disabled state with the theme's tokens", () => {
    expect(compact(cssValue(rules, '.portal-select', 'color'))).toBe(compact(token.colorText));
    expect(compact(cssValue(rules, '.portal-select:hover', 'border-color'))).toBe(
      compact(token.colorPrimaryHover),
    );
    expect(compact(cssValue(rules, '.portal-select:focus', 'border-color'))).toBe(
      compact(token.colorPrimary),
    );
    expect(
      compact(cssValue(rules, '.portal-select--error, .portal-select--error:hover', 'border-color')),
    ).toBe(compact(token.colorError));
    expect(compact(cssValue(rules, '.portal-select--empty', 'color'))).toBe(
      compact(token.colorTextDescription),
    );
    expect(compact(cssValue(rules, '.portal-select:disabled', 'background-color'))).toBe(
      compact(token.colorBgContainerDisabled),
    );
  });
});
