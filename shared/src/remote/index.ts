// What a remote needs to turn its screens into the parcel the host mounts. Kept apart from
// `@portal/shared/contract` so the host's first load carries none of it.
export { createRemoteParcel } from './create-remote-parcel';
export type { RemoteScreenMap } from './create-remote-parcel';
export { lazyScreen } from './lazy-screen';
export { RemotePropsContext, useRemoteProps } from './remote-props-context';
export { errorKindOf } from './screen-error-boundary';
