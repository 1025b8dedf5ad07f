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
    borderRadius: 4,
    fontFamily: 'inherit',
  },
  components: { Table: { colorTextDisabled: '#595959' } },
};

/**
 * The class antd writes the theme's CSS variables under. One fixed name: the styles are rendered at
 * build time (docs/decisions/0014) for this class, and no scope writes or removes them at run time.
 */
export const PORTAL_CSS_VAR_KEY = 'portal';

/** The theme as AntdScope hands it to antd, and as the build renders antd's static CSS with it. */
export const PORTAL_STATIC_THEME = { ...PORTAL_THEME, cssVar: { key: PORTAL_CSS_VAR_KEY } };
