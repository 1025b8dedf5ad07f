/** @jest-environment node */
// The portal client loads its Apollo code on first use (issue 8). What a caller depends on: nothing is
// loaded before a request or a preload, the requests wait for it, and a failed load fails only the
// request that needed it.
const handlers = {
  onUnauthenticated: jest.fn(),
  onMaintenance: jest.fn(),
  onForbidden: jest.fn(),
  onError: jest.fn(),
};
const CONFIG = { qoreGraphqlUrl: 'http://api/graphql' };
const GUEST = [{ data: { portalInit: { session: { auth: false, user: null } } } }];

function answering(body: unknown) {
  const urls: string[] = [];
  const fetchImpl = (async (url: string) => {
    urls.push(String(url));
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { urls, fetchImpl };
}

/** The package afresh, with a counter of how often the client's Apollo module was built. */
function freshPackage(failLoads = 0) {
  let builds = 0;
  let failures = failLoads;
  jest.resetModules();
  jest.doMock('../apollo-portal-client', () => {
    if (failures > 0) {
      failures -= 1;
      throw new Error('Loading chunk apollo-portal-client failed.');
    }
    const actual = jest.requireActual<typeof import('../apollo-portal-client')>('../apollo-portal-client');
    return {
      buildApolloPortalClient: (...args: Parameters<typeof actual.buildApolloPortalClient>) => {
        builds += 1;
        return actual.buildApolloPortalClient(...args);
      },
    };
  });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const graphql = require('..') as typeof import('..');
  return { graphql, builds: () => builds };
}

afterEach(() => jest.dontMock('../apollo-portal-client'));

describe('the portal client, its Apollo code loaded on first use', () => {
  it('loads nothing until the first request, which then waits for it and is sent', async () => {
    const { graphql, builds } = freshPackage();
    const { urls, fetchImpl } = answering(GUEST);
    const client = graphql.createPortalClient(CONFIG, handlers, fetchImpl);
    await client.clearStore();
    expect(builds()).toBe(0);
    const result = await client.query({ query: graphql.PORTAL_INIT_QUERY, variables: { uri: '' } });
    expect(result.data?.portalInit.session.auth).toBe(false);
    expect(urls).toEqual(['http://api/graphql/portal_public/batch']);
    await client.query({ query: graphql.PORTAL_INIT_QUERY, variables: { uri: '' } });
    expect(builds()).toBe(1);
  });

  it('is built by a preload before any request, once', async () => {
    const { graphql, builds } = freshPackage();
    const client = graphql.createPortalClient(CONFIG, handlers, answering(GUEST).fetchImpl);
    await graphql.preloadPortalClient(client);
    await graphql.preloadPortalClient(client);
    expect(builds()).toBe(1);
  });

  it('fails only the request whose load failed: the next request loads it again', async () => {
    const { graphql, builds } = freshPackage(1);
    const { urls, fetchImpl } = answering(GUEST);
    const client = graphql.createPortalClient(CONFIG, handlers, fetchImpl);
    const ask = () => client.query({ query: graphql.PORTAL_INIT_QUERY, variables: { uri: '' } });
    await expect(ask()).rejects.toThrow('apollo-portal-client');
    expect(urls).toHaveLength(0);
    expect((await ask()).data?.portalInit.session.auth).toBe(false);
    expect(builds()).toBe(1);
  });

  it('checks the address at once, as before', () => {
    const { graphql } = freshPackage();
    expect(() => graphql.createPortalClient({ qoreGraphqlUrl: null }, handlers)).toThrow(
      graphql.MISSING_GRAPHQL_URL_MESSAGE,
    );
  });
});
