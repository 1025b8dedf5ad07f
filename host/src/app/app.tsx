import { HistoryRouter } from '../lib/router';
import type { RuntimeConfig } from '../config/runtime-config';
import { PortalProvider } from './portal/portal-provider';
import { PortalRoutes } from './routes/portal-routes';

/** The shell uses no widget library on its first load; remotes bring antd with the screens that use it. */
export function App({ config }: { config: RuntimeConfig }) {
  return (
    <HistoryRouter>
      <PortalProvider config={config}>
        <PortalRoutes />
      </PortalProvider>
    </HistoryRouter>
  );
}
