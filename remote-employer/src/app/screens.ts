import { lazyScreen, type RemoteScreenMap } from '@portal/shared/remote';

/**
 * Screens of this remote by route name of SPEC section 2, each loaded with its own chunk named
 * `screen-<route name>`: the host preloads a route's screen by that name (screen-chunks.json).
 */
export const employerScreens: RemoteScreenMap = {
  dashboard: lazyScreen(
    () =>
      import(/* webpackChunkName: "screen-dashboard" */ '../features/dashboard/components/dashboard-screen'),
  ),
  companyProfessionals: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-companyProfessionals" */ '../features/professionals/components/professionals-screen'
      ),
  ),
  companyProfessionalMutations: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-companyProfessionalMutations" */ '../features/mutations/components/mutations-screen'
      ),
  ),
  companyInformationReRegistrationDemands: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-companyInformationReRegistrationDemands" */ '../features/requirements/components/requirements-screen'
      ),
  ),
};
