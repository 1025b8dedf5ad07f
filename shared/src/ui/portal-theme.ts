/** The antd theme of the portal: the host and every remote render with it, so they look as one. */
export const PORTAL_THEME = {
  token: { colorPrimary: '#00677f', colorLink: '#00677f', borderRadius: 4, fontFamily: 'inherit' },
};
