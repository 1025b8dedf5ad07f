import { useEffect, useState, type ReactNode } from 'react';
import { MOBILE_BREAKPOINT } from '@portal/shared/options';
import { useLocation } from '@portal/shared/router';
import type { PortalRoute } from '@portal/shared/routes';
import { PortalDrawer } from './portal-drawer';
import { PortalFooter } from './portal-footer';
import { PortalHeader } from './portal-header';
import { ImpersonationBanner } from './impersonation-banner';
import { RouteAnnouncer } from './route-announcer';
import { useDocumentTitle } from './use-document-title';
import { useDrawerGestures } from './use-drawer-gestures';
import { MobileNotice } from '../../components/notices/mobile-notice';
import { OutdatedBrowserNotice } from '../../components/notices/outdated-browser-notice';

/** Main layout (header, drawer, footer) or bare layout (register card), chosen by the matched route. */
export function AppShell({ route, children }: { route: PortalRoute | undefined; children: ReactNode }) {
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);

  useDocumentTitle(route?.title);

  useDrawerGestures(drawerOpen, setDrawerOpen);

  // The drawer starts closed and closes on every route change on small screens (SPEC section 2).
  useEffect(() => {
    if (window.innerWidth <= MOBILE_BREAKPOINT) setDrawerOpen(false);
  }, [location.pathname]);

  if (route?.layout === 'bare') {
    return (
      <>
        <main id="main" className="portal-bare">
          {children}
        </main>
        <RouteAnnouncer routeName={route?.name} />
      </>
    );
  }

  const showDrawer = !route?.hideDrawer;
  return (
    <div className="portal-app">
      <ImpersonationBanner />
      <MobileNotice />
      <OutdatedBrowserNotice />
      <a href="#main" className="portal-skip-link">
        Naar de inhoud
      </a>
      <PortalHeader />
      <div className="portal-body">
        {showDrawer && <PortalDrawer open={drawerOpen} onToggle={() => setDrawerOpen((open) => !open)} />}
        {showDrawer && drawerOpen && (
          <div className="portal-drawer-backdrop" aria-hidden="true" onClick={() => setDrawerOpen(false)} />
        )}
        <main id="main" className="portal-main">
          {children}
        </main>
      </div>
      <PortalFooter
        showMenuButton={showDrawer}
        menuOpen={drawerOpen}
        onToggleMenu={() => setDrawerOpen((open) => !open)}
      />
      <RouteAnnouncer routeName={route?.name} />
    </div>
  );
}
