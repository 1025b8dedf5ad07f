import { useEffect, useState, type ReactNode } from 'react';
import { MOBILE_BREAKPOINT } from '@portal/shared/options';
import { useLocation } from '@portal/shared/router';
import type { PortalRoute } from '@portal/shared/routes';
import { isInMaintenance, isLoggedIn } from '@portal/shared/session';
import { PortalDrawer } from './portal-drawer';
import { PortalFooter } from './portal-footer';
import { PortalHeader } from './portal-header';
import { ImpersonationBanner } from './impersonation-banner';
import { RouteAnnouncer } from './route-announcer';
import { useDocumentTitle } from './use-document-title';
import { useDrawerFocus } from './use-drawer-focus';
import { useDrawerGestures } from './use-drawer-gestures';
import { MobileNotice } from '../../components/notices/mobile-notice';
import { OutdatedBrowserNotice } from '../../components/notices/outdated-browser-notice';
import { LoadingPanel } from '../../components/loading-panel';
import { usePortal } from '../../lib/portal-context';

/** Main layout (header, drawer, footer) or bare layout (register card), chosen by the matched route. */
export function AppShell({ route, children }: { route: PortalRoute | undefined; children: ReactNode }) {
  const location = useLocation();
  const { state } = usePortal();
  const [drawerOpen, setDrawerOpen] = useState(false);

  useDocumentTitle(route?.title);

  const drawer = useDrawerFocus(drawerOpen, setDrawerOpen);
  useDrawerGestures(drawerOpen, setDrawerOpen, drawer.dismiss);
  // With the drawer open as a modal dialog, everything else is inert: no Tab stop behind the overlay.
  const behind = drawer.modal ? { inert: true } : {};

  // The drawer starts closed and closes on every route change on small screens (SPEC section 2).
  useEffect(() => {
    if (window.innerWidth <= MOBILE_BREAKPOINT) setDrawerOpen(false);
  }, [location.pathname]);

  // Until the portal first knows who is signed in, only 'Laden...': the header's signed-in line, the
  // drawer and the footer appear once, in their final place, instead of being pushed about (issue 8).
  if (state.sessionStatus === 'undefined' && state.status !== 'error') {
    return (
      <main id="main" className="portal-first-load">
        <LoadingPanel />
      </main>
    );
  }

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

  // The routes that hide the drawer (sign-in, password, maintenance) never stay in front of a signed-in
  // user outside maintenance: their guard sends them on to a page with the drawer. That drawer is there
  // from the first paint, or the page would shift right when it appears (layout shift on /onderhoud).
  const passingThrough = isLoggedIn(state) && !isInMaintenance(state);
  const showDrawer = !route?.hideDrawer || passingThrough;
  const toggleMenu = () => {
    if (drawerOpen) return drawer.dismiss();
    drawer.rememberOpener();
    setDrawerOpen(true);
  };
  return (
    <div className="portal-app">
      <div className="portal-shell-part" {...behind}>
        <ImpersonationBanner />
        <MobileNotice />
        <OutdatedBrowserNotice />
        <a href="#main" className="portal-skip-link">
          Naar de inhoud
        </a>
        <PortalHeader showMenuButton={showDrawer} menuOpen={drawerOpen} onToggleMenu={toggleMenu} />
      </div>
      <div className="portal-body">
        {showDrawer && (
          <PortalDrawer
            open={drawerOpen}
            modal={drawer.modal}
            overlay={drawer.overlay}
            drawerRef={drawer.drawerRef}
            toggleRef={drawer.toggleRef}
            onToggle={() => (drawerOpen ? drawer.dismiss() : setDrawerOpen(true))}
            onClose={drawer.dismiss}
          />
        )}
        {showDrawer && drawerOpen && (
          <div className="portal-drawer-backdrop" aria-hidden="true" onClick={drawer.dismiss} />
        )}
        <main id="main" className="portal-main" {...behind}>
          {children}
        </main>
      </div>
      <div className="portal-shell-part" {...behind}>
        <PortalFooter
          showMenuButton={showDrawer}
          menuOpen={drawerOpen}
          menuButtonRef={drawer.menuButtonRef}
          onToggleMenu={toggleMenu}
        />
      </div>
      <RouteAnnouncer routeName={route?.name} />
    </div>
  );
}
