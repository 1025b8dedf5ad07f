import { useState } from 'react';
import { RouterProvider } from '@portal/shared/router';
import type { RuntimeConfig } from '../config/runtime-config';
import { createPortalRouter } from './router/create-portal-router';
import { navigatorOf, RemoteNavigatorContext } from './router/remote-navigator';

/** The shell uses no widget library on its first load; remotes bring antd with the screens that use it. */
export function App({ config }: { config: RuntimeConfig }) {
  const [router] = useState(() => createPortalRouter(config));
  const [navigator] = useState(() => navigatorOf(router));
  return (
    <RemoteNavigatorContext.Provider value={navigator}>
      <RouterProvider router={router} />
    </RemoteNavigatorContext.Provider>
  );
}
