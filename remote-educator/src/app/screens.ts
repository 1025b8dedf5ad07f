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
  accreditations: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-accreditations" */ '../features/accreditations/components/accreditations-screen'
      ),
  ),
  accreditationsInformation: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-accreditationsInformation" */ '../features/accreditations/components/accreditations-information-screen'
      ),
  ),
  accreditationsRequest: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-accreditationsRequest" */ '../features/accreditations/components/accreditation-request-screen'
      ),
  ),
  accreditationsEdit: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-accreditationsEdit" */ '../features/accreditations/components/accreditation-edit-screen'
      ),
  ),
  accreditationsExtend: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-accreditationsExtend" */ '../features/accreditations/components/accreditation-extend-screen'
      ),
  ),
};
