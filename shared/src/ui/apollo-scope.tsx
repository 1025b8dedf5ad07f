import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
// Through the package export, so the federation shares one instance of the props context.
import { useRemoteProps } from '@portal/shared/remote';

/**
 * For a remote screen that uses Apollo's hooks and no antd: the host's one client only. A screen
 * wrapped in it loads no antd at all (the overview on a phone, issue 8); `ScreenScope` adds antd's.
 */
export function ApolloScope({ children }: { children: ReactNode }) {
  const { client } = useRemoteProps();
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
