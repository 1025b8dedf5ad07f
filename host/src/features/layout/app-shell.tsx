import { useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import type { PortalRoute } from '../../lib/route-types';
import { PortalDrawer } from './portal-drawer';
import { PortalFooter } from './portal-footer';
import { PortalHeader } from './portal-header';

function useCurrentRoute(): PortalRoute | undefined {
  const matches = useMatches();
  const last = matches[matches.length - 1];
  return (last?.handle as { route?: PortalRoute } | undefined)?.route;
}

/** Main layout (header, drawer, footer) or bare layout (register card), chosen by the matched route. */
export function AppShell() {
  const route = useCurrentRoute();
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => {
    document.title = route ? `${route.title} | Mijn SKJ` : 'Deze pagina bestaat niet (meer). | Mijn SKJ';
  }, [route]);

  useEffect(() => {
    if (window.innerWidth <= 1023) setDrawerOpen(false);
  }, [location.pathname]);

  if (route?.layout === 'bare') {
    return (
      <main id="main" className="portal-bare">
        <Outlet />
      </main>
    );
  }

  const showDrawer = !route?.hideDrawer;
  return (
    <div className="portal-app">
      <a href="#main" className="portal-skip-link">Naar de inhoud</a>
      <PortalHeader />
      <div className="portal-body">
        {showDrawer && <PortalDrawer open={drawerOpen} />}
        <main id="main" className="portal-main">
          <Outlet />
        </main>
      </div>
      <PortalFooter showMenuButton={showDrawer} onToggleMenu={() => setDrawerOpen((open) => !open)} />
    </div>
  );
}
