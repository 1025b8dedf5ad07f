import { createContext, useContext } from 'react';
import type { RemoteScreenProps } from '@portal/shared-contract';

/** Inside a remote, the props the host passed: session, client, navigation, route params. */
export const RemotePropsContext = createContext<RemoteScreenProps | null>(null);

export function useRemoteProps(): RemoteScreenProps {
  const props = useContext(RemotePropsContext);
  if (!props) throw new Error('useRemoteProps is used outside a remote screen');
  return props;
}
