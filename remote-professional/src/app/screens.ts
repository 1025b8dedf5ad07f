import { lazyScreen, type RemoteScreenMap } from '@portal/shared/remote';

/** Screens of this remote by route name of SPEC section 2, each loaded with its own chunk. */
export const professionalScreens: RemoteScreenMap = {
  dashboard: lazyScreen(
    () =>
      import(/* webpackChunkName: "screen-dashboard" */ '../features/dashboard/components/dashboard-screen'),
  ),
};
