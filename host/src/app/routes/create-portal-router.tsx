import { createBrowserRouter } from 'react-router-dom';
import { AppShell } from '../../features/layout/app-shell';
import { NotFoundPage } from '../../features/pages/not-found-page';
import { ROUTES } from './route-table';
import { RouteScreen } from './route-screen';

/** The router built from the route table; the catch-all shows 'Deze pagina bestaat niet (meer).' */
export function createPortalRouter() {
  return createBrowserRouter([
    {
      element: <AppShell />,
      children: [
        ...ROUTES.map((route) => ({
          id: route.name,
          path: route.path,
          handle: { route },
          element: <RouteScreen route={route} />,
        })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
