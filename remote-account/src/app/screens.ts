import type { ScreenFirstReads } from '@portal/shared/data';
import { lazyScreen, type RemoteScreenMap } from '@portal/shared/remote';
import { ACCOUNT_PROFILE } from '../features/profile/api/account-profile';

/** Screens of this remote by route name of SPEC section 2, each loaded with its own chunk. */
export const accountScreens: RemoteScreenMap = {
  login: lazyScreen(
    () => import(/* webpackChunkName: "screen-login" */ '../features/login/components/login-screen'),
  ),
  forgotPassword: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-forgotPassword" */ '../features/password/components/forgot-password-screen'
      ),
  ),
  passwordReset: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-passwordReset" */ '../features/password/components/password-reset-screen'
      ),
  ),
  activateAccount: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-activateAccount" */ '../features/account-activation/components/activate-account-screen'
      ),
  ),
  accountActivation: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-accountActivation" */ '../features/account-activation/components/account-activation-screen'
      ),
  ),
  confirmEmailChange: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-confirmEmailChange" */ '../features/email-change/components/confirm-email-change-screen'
      ),
  ),
  redirectAfterAccountActivation: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-redirectAfterAccountActivation" */ '../features/account-activation/components/redirect-after-activation-screen'
      ),
  ),
  loginAs: lazyScreen(
    () => import(/* webpackChunkName: "screen-loginAs" */ '../features/login-as/components/login-as-screen'),
  ),
  loginToPt: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-loginToPt" */ '../features/professional-supervision/components/login-to-pt-screen'
      ),
  ),
  loginFromPt: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-loginFromPt" */ '../features/professional-supervision/components/login-from-pt-screen'
      ),
  ),
  decisionWizard: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-decisionWizard" */ '../features/decision-wizard/components/decision-wizard-screen'
      ),
  ),
  payment: lazyScreen(
    () => import(/* webpackChunkName: "screen-payment" */ '../features/payment/components/payment-screen'),
  ),
  createAccount: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-createAccount" */ '../features/create-account/components/create-account-screen'
      ),
  ),
  createProfessional: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-createProfessional" */ '../features/create-account/components/create-professional-screen'
      ),
  ),
  createCompanyEmployee: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-createCompanyEmployee" */ '../features/create-account/components/create-company-employee-screen'
      ),
  ),
  createEducatorEmployee: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-createEducatorEmployee" */ '../features/create-account/components/create-educator-employee-screen'
      ),
  ),
  accountMigration: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-accountMigration" */ '../features/account-migration/components/account-migration-screen'
      ),
  ),
  reactivate: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-reactivate" */ '../features/reactivate/components/reactivate-screen'
      ),
  ),
  legacyAuthentication: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-legacyAuthentication" */ '../features/legacy-authentication/components/legacy-authentication-screen'
      ),
  ),
  profileOverview: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-profileOverview" */ '../features/profile/components/profile-overview-screen'
      ),
  ),
  accountProfile: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-accountProfile" */ '../features/profile/components/account-profile-screen'
      ),
  ),
  publicRegister: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-publicRegister" */ '../features/public-register/components/public-register-screen'
      ),
  ),
};

/**
 * The reads a screen does first (ScreenFirstReads of @portal/shared/data): the parcel starts them as it
 * mounts, while the screen's chunk is on its way (decision 0013), and the build writes them into
 * screen-chunks.json for main.js to send even earlier (decision 0020). The profile's overview: its one
 * read, which its cards wait for (issue 42's busy pages).
 */
export const accountFirstReads: ScreenFirstReads = {
  profileOverview: [ACCOUNT_PROFILE],
};
