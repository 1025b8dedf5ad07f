import { useMemo } from 'react';
import { bestMatch, useLocation } from '../../lib/router';
import { AppShell } from '../../features/layout/app-shell';
import { NotFoundPage } from '../../features/pages/not-found-page';
import { ROUTES } from './route-table';
import { RouteScreen } from './route-screen';

/** Finds the route of the current path and renders it in its layout; unknown paths get the Dutch 404. */
export function PortalRoutes() {
  const { pathname } = useLocation();
  // Memoised per path so the params object stays the same and a mounted remote is not updated needlessly.
  const match = useMemo(() => bestMatch(ROUTES, pathname), [pathname]);
  return (
    <AppShell route={match?.item}>
      {match ? <RouteScreen route={match.item} params={match.params} /> : <NotFoundPage />}
    </AppShell>
  );
}
