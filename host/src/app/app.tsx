import { useState } from 'react';
import { flushSync } from 'react-dom';
import { RouterProvider } from '@portal/shared/router';
import type { PortalRouter } from './router/create-portal-router';
import { navigatorOf, RemoteNavigatorContext } from './router/remote-navigator';

/** The shell uses no widget library on its first load; remotes bring antd with the screens that use it. */
export function App({ router }: { router: PortalRouter }) {
  const [navigator] = useState(() => navigatorOf(router));
  return (
    <RemoteNavigatorContext.Provider value={navigator}>
      {/* With ReactDOM's flushSync, navigations asked with `flushSync` render at once: sign-in and
          sign-out must not let the page being left redirect first. (react-router/dom does the same,
          but as a second copy of the router bundle.) */}
      <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
    </RemoteNavigatorContext.Provider>
  );
}
