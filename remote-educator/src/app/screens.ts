import { lazyScreen, type RemoteScreenMap } from '@portal/shared/remote';

/**
 * Screens of this remote by route name of SPEC section 2, each loaded with its own chunk named
 * `screen-<route name>`: the host preloads a route's screen by that name (screen-chunks.json).
 */
export const educatorScreens: RemoteScreenMap = {
  dashboard: lazyScreen(
    () =>
      import(/* webpackChunkName: "screen-dashboard" */ '../features/dashboard/components/dashboard-screen'),
  ),
  accreditationsOverview: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-accreditationsOverview" */ '../features/accreditations/components/accreditations-overview-screen'
      ),
  ),
  submitPoints: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-submitPoints" */ '../features/certificates/components/submit-points-screen'
      ),
  ),
  educationSession: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-educationSession" */ '../features/certificates/components/award-points-screen'
      ),
  ),
  updateEducationSession: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-updateEducationSession" */ '../features/certificates/components/update-session-screen'
      ),
  ),
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
