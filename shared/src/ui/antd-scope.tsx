import { useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import nlNL from 'antd/locale/nl_NL';
import { PORTAL_STATIC_THEME } from './portal-theme';
import { pageCspNonce } from './csp-nonce';
import './antd-touch.css';

/**
 * Set by the apps' webpack builds (shared/build/antd-static-style), which carry antd's component styles
 * as static CSS made at build time (docs/decisions/0014). Absent elsewhere (unit tests): antd then
 * writes its styles at run time, as before.
 */
declare const __ANTD_STATIC_STYLES__: boolean | undefined;

function hasStaticStyles(): boolean {
  return typeof __ANTD_STATIC_STYLES__ !== 'undefined' && __ANTD_STATIC_STYLES__ === true;
}

/**
 * With static styles antd computes and writes none at run time (zeroRuntime). Every scope, in every
 * remote, uses the same CSS-variable class: the variables are in the static CSS, and no scope writes
 * or removes them.
 */
const STATIC_STYLES_THEME = { ...PORTAL_STATIC_THEME, zeroRuntime: true };

/**
 * antd's Dutch locale and the portal theme, for the screens that use antd. It lives here, not in the
 * parcel, so antd loads with the screens that need it and not with every remote's first load.
 *
 * Every remote has an antd of its own (docs/decisions/0002), so each scope hands antd the page's CSP
 * nonce (decision 0010) for the <style> elements its helpers still write (a dialog's scroll lock).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const [csp] = useState(() => ({ nonce: pageCspNonce() }));
  const [theme] = useState(() => (hasStaticStyles() ? STATIC_STYLES_THEME : PORTAL_STATIC_THEME));
  return (
    <ConfigProvider locale={nlNL} theme={theme} csp={csp}>
      {children}
    </ConfigProvider>
  );
}
