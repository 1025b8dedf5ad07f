export * from './remote-contract';
export { RemotePropsContext, useRemoteProps, PortalLink } from './remote-props-context';
export { createRemoteParcel } from './create-remote-parcel';
export type { RemoteScreenMap } from './create-remote-parcel';
