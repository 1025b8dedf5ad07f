import { ConfigProvider } from 'antd';
import nlNL from 'antd/locale/nl_NL';
import { RouterProvider } from 'react-router-dom';
import type { RuntimeConfig } from '../config/runtime-config';
import { PortalProvider, type PortalRouter } from './portal/portal-provider';

export const PORTAL_THEME = { token: { colorPrimary: '#00677f', fontFamily: 'inherit', borderRadius: 4 } };

export function App({ config, router }: { config: RuntimeConfig; router: PortalRouter }) {
  return (
    <ConfigProvider locale={nlNL} theme={PORTAL_THEME}>
      <PortalProvider config={config} router={router}>
        <RouterProvider router={router} />
      </PortalProvider>
    </ConfigProvider>
  );
}
