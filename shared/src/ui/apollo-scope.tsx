import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
// Through the package export, so the federation shares one instance of the props context.
import { useRemoteProps } from '@portal/shared/remote';

/**
 * @deprecated Gives the host's client to Apollo's React hooks, which the portal does not use: screens
 * read and write through `@portal/shared/data`, and the host's client offers only `query`, `mutate`
 * and `clearStore` (decision 0026), not what those hooks need. No screen wraps itself in it any more;
 * it stays for remotes built before 0.11.1 and goes at the package's next major.
 */
export function ApolloScope({ children }: { children: ReactNode }) {
  const { client } = useRemoteProps();
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
