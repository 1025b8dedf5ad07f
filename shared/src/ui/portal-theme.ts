/** The antd theme of the portal: the host and every remote render with it, so they look as one. */
export const PORTAL_THEME = {
  token: {
    colorPrimary: '#00677f',
    colorLink: '#00677f',
    // antd's default red (#ff4d4f) has 3.3:1 on white; field errors need 4.5:1 (WCAG 1.4.3).
    colorError: '#cf1322',
    // antd's grey helper texts (3.4:1) and its table's empty text (1.8:1) fall short of 4.5:1 too.
    colorTextDescription: '#595959',
    colorTextSecondary: '#595959',
    borderRadius: 4,
    fontFamily: 'inherit',
  },
  components: { Table: { colorTextDisabled: '#595959' } },
};
