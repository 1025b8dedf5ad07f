import { lazyScreen, type RemoteScreenMap } from '@portal/shared/remote';

/** Screens of this remote by route name of SPEC section 2, each loaded with its own chunk. */
export const educatorScreens: RemoteScreenMap = {
  educatorProfile: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-educatorProfile" */ '../features/organisation/components/educator-profile-screen'
      ),
  ),
  educatorEmployees: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-educatorEmployees" */ '../features/colleagues/components/educator-employees-screen'
      ),
  ),
  educatorInvoices: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-educatorInvoices" */ '../features/invoices/components/educator-invoices-screen'
      ),
  ),
};
