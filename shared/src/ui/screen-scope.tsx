import type { ReactNode } from 'react';
import { AntdScope } from './antd-scope';
import { ApolloScope } from './apollo-scope';

/**
 * For a remote screen that uses Apollo's hooks and antd: the host's one client and the portal's antd
 * locale and theme. Screens without antd use `ApolloScope` alone; screens without either (the login
 * page) skip both and stay light.
 */
export function ScreenScope({ children }: { children: ReactNode }) {
  return (
    <ApolloScope>
      <AntdScope>{children}</AntdScope>
    </ApolloScope>
  );
}
