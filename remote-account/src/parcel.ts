import { createRemoteParcel } from '@portal/shared/remote';
import { accountScreens } from './app/screens';

/** The one module this remote exposes: the single-spa parcel the host mounts for each screen. */
export const { bootstrap, mount, unmount, update, screens, version } = createRemoteParcel(
  accountScreens,
  __APP_VERSION__,
);
