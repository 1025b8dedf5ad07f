import { lazy } from 'react';
import type { RemoteScreenMap } from '@portal/shared/remote';

/** Screens of this remote by route name of SPEC section 2, each loaded with its own chunk. */
export const accountScreens: RemoteScreenMap = {
  login: lazy(
    () => import(/* webpackChunkName: "screen-login" */ '../features/login/components/login-screen'),
  ),
};
