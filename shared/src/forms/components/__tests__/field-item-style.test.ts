import { join } from 'node:path';
import { theme } from 'antd';
import { cssDeclarations, cssValue } from '../../../../testing/css-declarations';
import { PORTAL_STATIC_THEME } from '../../../ui/portal-theme';

// A field's frame hard-codes what antd's vertical Form.Item derives from the portal theme: a theme
// change (the error red, the hint grey, spacing) must show here instead of the forms quietly drifting.
const token = theme.getDesignToken(PORTAL_STATIC_THEME);
const rules = cssDeclarations(join(__dirname, '..', 'field-item.css'));
const compact = (value: string) => value.replace(/\s+/g, '').toLowerCase();

describe("a field's stylesheet", () => {
  it("spaces fields and labels as antd's vertical Form.Item", () => {
    expect(cssValue(rules, '.portal-field', 'margin')).toBe(`0 0 ${token.marginLG}px`);
    expect(cssValue(rules, '.portal-field__label', 'padding')).toBe(`0 0 ${token.paddingXS}px`);
    expect(cssValue(rules, '.portal-field__required::before', 'margin-inline-end')).toBe(
      `${token.marginXXS}px`,
    );
    expect(cssValue(rules, '.portal-field__extra', 'min-height')).toBe(`${token.controlHeightSM}px`);
  });

  it("colours the label, the required mark, the errors and the hint with the theme's tokens", () => {
    expect(compact(cssValue(rules, '.portal-field__label-text', 'color'))).toBe(
      compact(token.colorTextHeading),
    );
    expect(compact(cssValue(rules, '.portal-field__required::before', 'color'))).toBe(
      compact(token.colorError),
    );
    expect(compact(cssValue(rules, '.portal-field__errors', 'color'))).toBe(compact(token.colorError));
    expect(compact(cssValue(rules, '.portal-field__extra', 'color'))).toBe(
      compact(token.colorTextDescription),
    );
  });

  it("writes at the theme's size and line height", () => {
    for (const selector of ['.portal-field', '.portal-field__errors', '.portal-field__extra']) {
      expect(cssValue(rules, selector, 'font-size')).toBe(`${token.fontSize}px`);
      expect(Number(cssValue(rules, selector, 'line-height'))).toBeCloseTo(token.lineHeight, 3);
    }
  });
});
