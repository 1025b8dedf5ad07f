import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Navigate, useLocation, useParams } from '@portal/shared/router';
import type { RemoteScreenProps } from '@portal/shared/contract';
import type { PortalRoute } from '@portal/shared/routes';
import { isInMaintenance } from '@portal/shared/session';
import { MAINTENANCE_RECHECK_MS } from '@portal/shared/options';
import { resolveGuard } from '../../features/guards/resolve-guard';
import { ErrorPage } from '../../features/pages/error-page';
import { LoadingPanel } from '../../components/loading-panel';
import { MaintenancePage } from '../../features/pages/maintenance-page';
import { wantsOrganisationNotice } from '../../features/organisation-notice/organisation-notice-wanted';
import { UnavailablePanel } from '../../features/pages/unavailable-panel';
import { RemoteMount } from '../../features/remote-loading/remote-mount';
import { rememberUserType, remoteFor } from '../../../server/last-user-type.mjs';
import { usePortal } from '../../lib/portal-context';
import { useRemoteNavigator } from '../router/remote-navigator';
import { hostScreenOf } from './host-screens';
import { useLeaveGuard } from './use-leave-guard';

// Its own chunk: only employees of an organisation the register has not confirmed load it.
const OrganisationNotice = lazy(
  () =>
    import(
      /* webpackChunkName: "organisation-notice" */ '../../features/organisation-notice/organisation-notice'
    ),
);

/**
 * Runs the guards for a route and then shows the host's own page or mounts the owning remote. The
 * guards run here, before any remote code is fetched.
 */
export function RouteScreen({ route }: { route: PortalRoute }) {
  const { state, client, navigation, initialize, sessionMoving } = usePortal();
  const location = useLocation();
  const params = useParams();
  const navigator = useRemoteNavigator();
  const blockLeaving = useLeaveGuard();

  // In maintenance, re-check the portal when it was last initialised 5 s or more ago (SPEC section 4).
  const stale = isInMaintenance(state) && (state.initializedAt ?? 0) + MAINTENANCE_RECHECK_MS <= Date.now();
  useEffect(() => {
    if (stale && state.status !== 'loading') void initialize();
  }, [stale, state.status, initialize, location.pathname]);

  // The next start-up preloads the dashboard's remote of this kind of user (server/start-plan.mjs).
  const userType = state.session.user?.detailTypeObject.value;
  useEffect(() => rememberUserType(userType), [userType]);

  // onError is filled in by RemoteMount, which owns the reload-once and the panel.
  const screenProps = useMemo<Omit<RemoteScreenProps, 'onError'>>(
    () => ({
      screen: route.name,
      params: { ...params },
      query: Object.fromEntries(new URLSearchParams(location.search).entries()),
      portal: state,
      client,
      navigation: { ...navigation, blockLeaving },
      location,
      navigator,
    }),
    [route.name, params, location, state, client, navigation, blockLeaving, navigator],
  );

  if (state.sessionStatus !== 'initialized' && state.status !== 'error') return <LoadingPanel />;

  const guard = resolveGuard(route, state, `${location.pathname}${location.search}`, params);
  // During a sign-in or sign-out the provider itself navigates on: no second redirect to race it.
  if (!guard.allow) return sessionMoving ? <LoadingPanel /> : <Navigate to={guard.redirect} replace />;

  const hostScreen = hostScreenOf(route.name);
  if (hostScreen === 'maintenance') return <MaintenancePage />;
  if (hostScreen === 'error') return <ErrorPage />;

  const remote = remoteFor(route, userType);
  const notice = wantsOrganisationNotice(route.name, state.session) ? (
    <Suspense fallback={null}>
      <OrganisationNotice client={client} />
    </Suspense>
  ) : null;
  if (!remote) return <UnavailablePanel />;
  return (
    <>
      {notice}
      <RemoteMount key={remote} remote={remote} screenProps={screenProps} />
    </>
  );
}
