import type { ReactNode } from 'react';
import { AntdScope } from './antd-scope';

/**
 * For a remote screen that uses antd: the portal's antd locale and theme. Screens without antd (the
 * overview, a form's first step, the login page) skip it and stay light. It no longer puts the
 * client in Apollo's React context: nothing reads it there (see `ApolloScope`).
 */
export function ScreenScope({ children }: { children: ReactNode }) {
  return <AntdScope>{children}</AntdScope>;
}
