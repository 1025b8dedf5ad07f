import { withFirstReads } from '@portal/shared/data';
import { createRemoteParcel } from '@portal/shared/remote';
import { educatorFirstReads, educatorScreens } from './app/screens';

/** The one module this remote exposes: the single-spa parcel the host mounts for each screen. */
export const { bootstrap, mount, unmount, update, screens, version } = withFirstReads(
  createRemoteParcel(educatorScreens, __APP_VERSION__),
  educatorFirstReads,
);
