/**
 * The portal's client answers with partial data and errors together (error policy 'all', SPEC
 * section 7); Apollo 4 wants that declared so result types say so.
 */
import '@apollo/client';

/* eslint-disable @typescript-eslint/no-namespace -- Apollo declares its default options in namespaces */
declare module '@apollo/client' {
  export namespace ApolloClient {
    export namespace DeclareDefaultOptions {
      interface WatchQuery {
        errorPolicy: 'all';
      }
      interface Query {
        errorPolicy: 'all';
      }
      interface Mutate {
        errorPolicy: 'all';
      }
    }
  }
}
