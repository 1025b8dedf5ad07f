import { useMemo, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import nlNL from 'antd/locale/nl_NL';
import { PORTAL_THEME } from './portal-theme';
import { pageCspNonce } from './csp-nonce';

/**
 * antd's Dutch locale and the portal theme, for the screens that use antd. It lives here, not in the
 * parcel, so antd loads with the screens that need it and not with every remote's first load.
 *
 * Each scope gets a CSS-variable key of its own: antd derives the default from React's useId, which
 * starts afresh in every remote's React root, so two remotes on one page would write their theme
 * variables under the same class and one could lose the portal colours when the other unmounts.
 *
 * Every remote has an antd of its own (docs/decisions/0002), so each scope hands antd the page's CSP
 * nonce: without it the policy blocks the <style> elements antd writes.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const [cssVarKey] = useState(() => `portal-${Math.random().toString(36).slice(2, 10)}`);
  const [csp] = useState(() => ({ nonce: pageCspNonce() }));
  const theme = useMemo(() => ({ ...PORTAL_THEME, cssVar: { key: cssVarKey } }), [cssVarKey]);
  return (
    <ConfigProvider locale={nlNL} theme={theme} csp={csp}>
      {children}
    </ConfigProvider>
  );
}
