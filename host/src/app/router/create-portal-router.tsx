import { createBrowserRouter } from '@portal/shared/router';
import { ROUTES, type PortalRoute } from '@portal/shared/routes';
import type { RuntimeConfig } from '../../config/runtime-config';
import { NotFoundPage } from '../../features/pages/not-found-page';
import { RouteScreen } from '../routes/route-screen';
import { PortalRoot } from './portal-root';

/**
 * The host's data router: one child per route of SPEC section 2, in the portal's layout. The route
 * itself is the `handle`, so the layout reads title, drawer and layout of the matched route.
 */
export function createPortalRouter(config: RuntimeConfig) {
  return createBrowserRouter([
    {
      element: <PortalRoot config={config} />,
      children: [
        ...ROUTES.map((route) => ({
          path: route.path,
          element: <RouteScreen route={route} />,
          handle: route,
        })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}

export type PortalRouter = ReturnType<typeof createPortalRouter>;

/** The route of the table the router matched (none for an unknown address): its `handle`. */
export function matchedRoute(matches: ReadonlyArray<{ handle?: unknown }>): PortalRoute | undefined {
  return matches.at(-1)?.handle as PortalRoute | undefined;
}

/**
 * The route the router matched for the address the page was opened at, before anything rendered: the
 * start-up preloads its remote beside portalInitQuery from it.
 */
export function routeAtStart(router: PortalRouter): PortalRoute | undefined {
  return matchedRoute(router.state.matches.map((match) => match.route));
}
