import { useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import nlNL from 'antd/locale/nl_NL';
import { PORTAL_STATIC_THEME } from './portal-theme';
import { pageCspNonce } from './csp-nonce';

/**
 * The theme as antd gets it in the apps: the build renders antd's component styles to static CSS with
 * this theme (docs/decisions/0014), so antd computes and writes none at run time (zeroRuntime). Every
 * scope, in every remote, uses the same CSS-variable class: the variables are in the static CSS, and no
 * scope writes or removes them any more.
 */
const ANTD_SCOPE_THEME = { ...PORTAL_STATIC_THEME, zeroRuntime: true };

/**
 * antd's Dutch locale and the portal theme, for the screens that use antd. It lives here, not in the
 * parcel, so antd loads with the screens that need it and not with every remote's first load.
 *
 * Every remote has an antd of its own (docs/decisions/0002), so each scope hands antd the page's CSP
 * nonce (decision 0010) for the few <style> elements its helpers still write (a dialog's scroll lock).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const [csp] = useState(() => ({ nonce: pageCspNonce() }));
  return (
    <ConfigProvider locale={nlNL} theme={ANTD_SCOPE_THEME} csp={csp}>
      {children}
    </ConfigProvider>
  );
}
