import type { ScreenFirstReads } from '@portal/shared/data';
import { lazyScreen, type RemoteScreenMap } from '@portal/shared/remote';
import { COMPANY_DASHBOARD } from '../features/dashboard/api/company-dashboard-query';
import { COMPANY_STATEMENT_REQUESTS } from '../features/dashboard/api/statement-requests';
import { COMPANY_PROFESSIONALS } from '../features/professionals/api/company-professionals-document';

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
  companyPracticalPrograms: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-companyPracticalPrograms" */ '../features/programmes/components/programmes-screen'
      ),
  ),
  companyPracticalProgramsOverview: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-companyPracticalProgramsOverview" */ '../features/programmes/components/programmes-overview-screen'
      ),
  ),
  companyPracticalProgramsRequest: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-companyPracticalProgramsRequest" */ '../features/programmes/components/programme-request-screen'
      ),
  ),
  companyPracticalProgramsEdit: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-companyPracticalProgramsEdit" */ '../features/programmes/components/programme-edit-screen'
      ),
  ),
  companyEducationsRegisterSearch: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-companyEducationsRegisterSearch" */ '../features/training-register/components/training-register-screen'
      ),
  ),
};

/**
 * The reads a screen does first (ScreenFirstReads of @portal/shared/data): the parcel starts them as it
 * mounts, while the screen's chunk is on its way (decision 0013), and the build writes them into
 * screen-chunks.json for main.js to send even earlier (decision 0020). The Overzicht: its counts and
 * the werkgeversverklaring requests it shows beneath them (in the same batch: no client needed for
 * the first view). The professionals' list: its first page as an address without a search part
 * shows it (professionalVariables of the default state; a test holds the two together); with a
 * search, filter, sort or page the screen reads for itself.
 */
export const employerFirstReads: ScreenFirstReads = {
  dashboard: [COMPANY_DASHBOARD, COMPANY_STATEMENT_REQUESTS],
  companyProfessionals: [
    {
      list: COMPANY_PROFESSIONALS,
      firstPage: {
        page: 1,
        pageSize: 20,
        search: null,
        sort: 'name',
        order: 'asc',
        status: null,
        chamber: null,
        endsFrom: null,
        endsTill: null,
      },
    },
  ],
};
