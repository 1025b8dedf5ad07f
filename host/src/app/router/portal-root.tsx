import { Outlet, ScrollRestoration, useMatches } from '@portal/shared/router';
import type { RuntimeConfig } from '../../config/runtime-config';
import { AppShell } from '../../features/layout/app-shell';
import { PortalProvider } from '../portal/portal-provider';
import { matchedRoute } from './create-portal-router';

/** The root route: the portal's state, the layout of the matched route, and scroll to top on navigation. */
export function PortalRoot({ config }: { config: RuntimeConfig }) {
  const route = matchedRoute(useMatches());
  return (
    <PortalProvider config={config}>
      <AppShell route={route}>
        <Outlet />
      </AppShell>
      <ScrollRestoration />
    </PortalProvider>
  );
}
