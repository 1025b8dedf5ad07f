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
      import(/* webpackChunkName: "screen-passwordReset" */ '../features/password/components/password-reset-screen'),
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
};
