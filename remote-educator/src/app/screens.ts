import type { ScreenFirstReads } from '@portal/shared/data';
import { lazyScreen, type RemoteScreenMap } from '@portal/shared/remote';
import { AWARDABLE_SESSIONS } from '../features/certificates/api/awardable-sessions-query';

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

/**
 * The reads a screen does first (ScreenFirstReads of @portal/shared/data): the parcel starts them as it
 * mounts, while the screen's chunk is on its way (decision 0013), and the build writes them into
 * screen-chunks.json for main.js to send even earlier (decision 0020). Punten invoeren: the sessions its select offers, which the form waits for (issue 42's busy pages).
 */
export const educatorFirstReads: ScreenFirstReads = {
  submitPoints: [AWARDABLE_SESSIONS],
};
