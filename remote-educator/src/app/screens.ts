import type { RemoteScreenMap } from '@portal/shared/remote';

/** Screens of this remote by route name; the role issue fills this map. */
export const educatorScreens: RemoteScreenMap = {};
