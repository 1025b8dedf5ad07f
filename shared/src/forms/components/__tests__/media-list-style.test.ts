import { join } from 'node:path';
import { theme } from 'antd';
import { cssDeclarations, cssValue, sameColour } from '../../../../testing/css-declarations';
import { PORTAL_STATIC_THEME } from '../../../ui/portal-theme';

// An upload field's file list hard-codes what antd's Typography.Text and Flex derived from the portal
// theme when they drew it: a theme change must fail here instead of the list drifting from the fields.
const token = theme.getDesignToken(PORTAL_STATIC_THEME);
const rules = cssDeclarations(join(__dirname, '..', 'file-upload-field', 'media-list.css'));
const colour = (selector: string) => sameColour(cssValue(rules, selector, 'color'));

describe("the upload field's file list", () => {
  it("writes the secondary texts and a refusal in Typography's description and error colours", () => {
    expect(colour('.portal-media-list__empty, .portal-media-list__secondary')).toBe(
      sameColour(token.colorTextDescription),
    );
    expect(colour('.portal-media-list__error')).toBe(sameColour(token.colorError));
  });

  it("spaces a file's name, date and button with Flex's small gap, below the button", () => {
    expect(cssValue(rules, '.portal-media-list__row', 'gap')).toBe(`${token.paddingXS}px`);
    expect(cssValue(rules, '.portal-media-list', 'margin')).toBe(`${token.marginXS}px 0 0`);
  });
});
