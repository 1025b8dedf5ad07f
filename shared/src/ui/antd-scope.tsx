import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import nlNL from 'antd/locale/nl_NL';
import { PORTAL_THEME } from './portal-theme';

/**
 * antd's Dutch locale and the portal theme, for the screens that use antd. It lives here, not in the
 * parcel, so antd loads with the screens that need it and not with every remote's first load.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={nlNL} theme={PORTAL_THEME}>
      {children}
    </ConfigProvider>
  );
}
