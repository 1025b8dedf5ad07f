import { lazyScreen, type RemoteScreenMap } from '@portal/shared/remote';

/** Screens of this remote by route name of SPEC section 2, each loaded with its own chunk. */
export const employerScreens: RemoteScreenMap = {
  companyProfile: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-companyProfile" */ '../features/organisation/components/company-profile-screen'
      ),
  ),
  companyEmployees: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-companyEmployees" */ '../features/colleagues/components/company-employees-screen'
      ),
  ),
  companyInvoices: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-companyInvoices" */ '../features/invoices/components/company-invoices-screen'
      ),
  ),
};
