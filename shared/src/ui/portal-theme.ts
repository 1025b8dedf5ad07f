/** The antd theme of the portal: the host and every remote render with it, so they look as one. */
export const PORTAL_THEME = {
  token: {
    colorPrimary: '#00677f',
    colorLink: '#00677f',
    // antd lightens a hovered link (to 3.7:1 on a warning alert's yellow): darker keeps it readable.
    colorLinkHover: '#004d5f',
    colorLinkActive: '#004d5f',
    // antd's own error red (#ff4d4f) and grey help text (45% black) fall below WCAG AA's 4.5:1 on
    // white: upload refusals, 'Verwijderen' and field help must be readable.
    colorError: '#a8071a',
    colorTextDescription: '#595959',
    // Secondary texts and the table's empty text ('Geen gegevens beschikbaar', 1.8:1 by default) too.
    colorTextSecondary: '#595959',
    // A field's, checkbox's and button's outline is what shows where to type or press (WCAG 1.4.11:
    // 3:1 against its background): antd's #d9d9d9 is 1.4:1 on white; this grey is 3.7:1 (3.5:1 on
    // the page's #fafafa). The plain controls' CSS repeats it, held to it by their style tests.
    colorBorder: '#7a8794',
    borderRadius: 4,
    fontFamily: 'inherit',
  },
  components: { Table: { colorTextDisabled: '#595959' } },
};

/**
 * The portal's one button scale (issue 36: a 24 px 'PDF' beside a 40 px 'Betalen'): every button —
 * antd's, the plain one (plain-button.css) and the host's — is the theme's control height on a wide
 * screen and the touch height below the phone width, where a thumb presses it. Small buttons (24 px,
 * WCAG 2.5.8's minimum) only inside a control of their own (a calendar, an upload list).
 */
export const BUTTON_SCALE = { controlHeight: 32, touchHeight: 40, phoneBelowPx: 600 } as const;

/**
 * The class antd writes the theme's CSS variables under. One fixed name: the styles are rendered at
 * build time (docs/decisions/0014) for this class, and no scope writes or removes them at run time.
 */
export const PORTAL_CSS_VAR_KEY = 'portal';

/** The theme as AntdScope hands it to antd, and as the build renders antd's static CSS with it. */
export const PORTAL_STATIC_THEME = { ...PORTAL_THEME, cssVar: { key: PORTAL_CSS_VAR_KEY } };
