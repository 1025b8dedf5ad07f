import { lazy } from 'react';
import type { RemoteScreenMap } from '@portal/shared/remote';

/** Screens of this remote by route name of SPEC section 2, each loaded with its own chunk. */
export const accountScreens: RemoteScreenMap = {
  login: lazy(
    () => import(/* webpackChunkName: "screen-login" */ '../features/login/components/login-screen'),
  ),
  forgotPassword: lazy(
    () =>
      import(
        /* webpackChunkName: "screen-forgotPassword" */ '../features/password/components/forgot-password-screen'
      ),
  ),
  passwordReset: lazy(
    () =>
      import(
        /* webpackChunkName: "screen-passwordReset" */ '../features/password/components/password-reset-screen'
      ),
  ),
  activateAccount: lazy(
    () =>
      import(
        /* webpackChunkName: "screen-activateAccount" */ '../features/account-activation/components/activate-account-screen'
      ),
  ),
  accountActivation: lazy(
    () =>
      import(
        /* webpackChunkName: "screen-accountActivation" */ '../features/account-activation/components/account-activation-screen'
      ),
  ),
  redirectAfterAccountActivation: lazy(
    () =>
      import(
        /* webpackChunkName: "screen-redirectAfterAccountActivation" */ '../features/account-activation/components/redirect-after-activation-screen'
      ),
  ),
  loginAs: lazy(
    () => import(/* webpackChunkName: "screen-loginAs" */ '../features/login-as/components/login-as-screen'),
  ),
  loginToPt: lazy(
    () =>
      import(
        /* webpackChunkName: "screen-loginToPt" */ '../features/professional-supervision/components/login-to-pt-screen'
      ),
  ),
  loginFromPt: lazy(
    () =>
      import(
        /* webpackChunkName: "screen-loginFromPt" */ '../features/professional-supervision/components/login-from-pt-screen'
      ),
  ),
  decisionWizard: lazy(
    () =>
      import(
        /* webpackChunkName: "screen-decisionWizard" */ '../features/decision-wizard/components/decision-wizard-screen'
      ),
  ),
  payment: lazy(
    () => import(/* webpackChunkName: "screen-payment" */ '../features/payment/components/payment-screen'),
  ),
  createAccount: lazy(
    () =>
      import(
        /* webpackChunkName: "screen-createAccount" */ '../features/create-account/components/create-account-screen'
      ),
  ),
  createProfessional: lazy(
    () =>
      import(
        /* webpackChunkName: "screen-createProfessional" */ '../features/create-account/components/create-professional-screen'
      ),
  ),
  createCompanyEmployee: lazy(
    () =>
      import(
        /* webpackChunkName: "screen-createCompanyEmployee" */ '../features/create-account/components/create-company-employee-screen'
      ),
  ),
  createEducatorEmployee: lazy(
    () =>
      import(
        /* webpackChunkName: "screen-createEducatorEmployee" */ '../features/create-account/components/create-educator-employee-screen'
      ),
  ),
  accountMigration: lazy(
    () =>
      import(
        /* webpackChunkName: "screen-accountMigration" */ '../features/account-migration/components/account-migration-screen'
      ),
  ),
  reactivate: lazy(
    () =>
      import(
        /* webpackChunkName: "screen-reactivate" */ '../features/reactivate/components/reactivate-screen'
      ),
  ),
  legacyAuthentication: lazy(
    () =>
      import(
        /* webpackChunkName: "screen-legacyAuthentication" */ '../features/legacy-authentication/components/legacy-authentication-screen'
      ),
  ),
  profileOverview: lazy(
    () =>
      import(
        /* webpackChunkName: "screen-profileOverview" */ '../features/profile/components/profile-overview-screen'
      ),
  ),
  accountProfile: lazy(
    () =>
      import(
        /* webpackChunkName: "screen-accountProfile" */ '../features/profile/components/account-profile-screen'
      ),
  ),
};
