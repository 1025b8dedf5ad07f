/** @jest-environment node */
import { LOGIN_PORTAL_USER, PORTAL_INIT_QUERY, createPortalClient } from '..';

function recordingFetch(body: unknown) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url: String(url), init });
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

const handlers = {
  onUnauthenticated: jest.fn(),
  onMaintenance: jest.fn(),
  onForbidden: jest.fn(),
  onError: jest.fn(),
};

describe('createPortalClient', () => {
  beforeEach(() => {
    // The api's readable anti-forgery cookie, as a browser would expose it.
    Object.assign(globalThis, { document: { cookie: 'XSRF-TOKEN=token-123' } });
  });

  it('sends queries batched to the public batch endpoint with credentials', async () => {
    const { calls, fetchImpl } = recordingFetch([{ data: { portalInit: { session: { auth: false } } } }]);
    const client = createPortalClient({ qoreGraphqlUrl: 'http://api/graphql' }, handlers, fetchImpl);
    await client.query({ query: PORTAL_INIT_QUERY, variables: { uri: '' } });
    expect(calls[0]?.url).toBe('http://api/graphql/portal_public/batch');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(JSON.parse(String(calls[0]?.init.body))).toHaveLength(1);
  });

  it('sends mutations unbatched with the anti-forgery header', async () => {
    const { calls, fetchImpl } = recordingFetch({
      data: { loginPortalUser: { status: 'LOGGED_IN', message: null } },
    });
    const client = createPortalClient({ qoreGraphqlUrl: 'http://api/graphql' }, handlers, fetchImpl);
    await client.mutate({ mutation: LOGIN_PORTAL_USER, variables: { username: 'a', password: 'b' } });
    expect(calls[0]?.url).toBe('http://api/graphql/portal_public');
    expect(new Headers(calls[0]?.init.headers).get('X-XSRF-TOKEN')).toBe('token-123');
  });

  it("routes 'Service Unavailable' to the maintenance handler", async () => {
    const { fetchImpl } = recordingFetch({ data: null, errors: [{ message: 'Service Unavailable' }] });
    const client = createPortalClient({ qoreGraphqlUrl: 'http://api/graphql' }, handlers, fetchImpl);
    await client.mutate({ mutation: LOGIN_PORTAL_USER, variables: { username: 'a', password: 'b' } });
    expect(handlers.onMaintenance).toHaveBeenCalled();
  });
});
