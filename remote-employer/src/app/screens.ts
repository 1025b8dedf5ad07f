import { lazyScreen, type RemoteScreenMap } from '@portal/shared/remote';

/**
 * Screens of this remote by route name of SPEC section 2, each loaded with its own chunk named
 * `screen-<route name>`: the host preloads a route's screen by that name (screen-chunks.json).
 */
export const employerScreens: RemoteScreenMap = {
  companyEducationsRegisterSearch: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-companyEducationsRegisterSearch" */ '../features/training-register/components/training-register-screen'
      ),
  ),
};
