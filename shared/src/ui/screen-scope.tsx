import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
// Through the package export, so the federation shares one instance of the props context.
import { useRemoteProps } from '@portal/shared/remote';
import { AntdScope } from './antd-scope';

/**
 * For a remote screen that uses Apollo's hooks and antd: the host's one client and the portal's antd
 * locale and theme. Screens without them (the login page) skip it and stay light.
 */
export function ScreenScope({ children }: { children: ReactNode }) {
  const { client } = useRemoteProps();
  return (
    <ApolloProvider client={client}>
      <AntdScope>{children}</AntdScope>
    </ApolloProvider>
  );
}
