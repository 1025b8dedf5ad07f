import type { RemoteParcelModule } from '@portal/shared/contract';
import { createRemoteParcel } from '@portal/shared/remote';
import { startScreenReads } from './app/screen-reads';
import { professionalScreens } from './app/screens';

const parcel = createRemoteParcel(professionalScreens, __APP_VERSION__);

/** The screen the parcel shows now: another screen mounts afresh, and reads afresh. */
let shownScreen: string | null = null;

/** The one module this remote exposes: the single-spa parcel the host mounts for each screen. */
export const { bootstrap, screens, version } = parcel;

/**
 * Mounting starts the screen's first reads before rendering it, so they run while its chunk loads
 * instead of after it (decision 0013); the screen's hooks take them over.
 */
export const mount: RemoteParcelModule['mount'] = (props) => {
  shownScreen = props.screen;
  startScreenReads(props);
  return parcel.mount(props);
};

/**
 * New props from the host. Only a move to another screen starts reads: that screen mounts and reads
 * afresh; a new step or session on the same screen reads nothing by itself.
 */
export const update: NonNullable<RemoteParcelModule['update']> = (props) => {
  if (props.screen !== shownScreen) {
    shownScreen = props.screen;
    startScreenReads(props);
  }
  return parcel.update!(props);
};

export const unmount: RemoteParcelModule['unmount'] = (props) => {
  shownScreen = null;
  return parcel.unmount(props);
};
