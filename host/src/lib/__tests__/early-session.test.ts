/** @jest-environment node */
import { PORTAL_INIT_QUERY, createPortalClient } from '@portal/shared/graphql';
import { dropHeldAnswers, withHeldAnswers } from '@portal/shared/held-answers';
import { sendEarlyPortalInit, takeEarlySession, type PortalInitRequest } from '../start-plan';

// The request main.js sends is written at build time; here it is compared with what a real client of
// the portal sends, over a fetch that stands in for the network (the project's edge).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { portalInitRequest } = require('../../../build/portal-init-request.cjs') as {
  portalInitRequest: () => PortalInitRequest;
};

const CONFIG = { qoreGraphqlUrl: 'http://api/graphql', release: '2.45.0' };
const GUEST = { portalInit: { session: { auth: false, user: null } } };
const SIGNED_IN = { portalInit: { session: { auth: true, user: null } } };

const handlers = {
  onUnauthenticated: jest.fn(),
  onMaintenance: jest.fn(),
  onForbidden: jest.fn(),
  onError: jest.fn(),
};

interface Sent {
  url: string;
  body: string;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
}

/**
 * The network: records every request and answers each with the next of `answers` (an Error fails it,
 * a Response is sent as it is, anything else is the data of a batch of one).
 */
function network(...answers: Array<unknown>) {
  const sent: Sent[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    sent.push({
      url: String(url),
      body: String(init.body),
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      credentials: init.credentials,
    });
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify([{ data: answer }]), {
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return { sent, fetchImpl };
}

function portalClient(fetchImpl: typeof fetch) {
  return createPortalClient(CONFIG, handlers, withHeldAnswers(fetchImpl));
}

/** What main.js does, with the build's request and the page's cookies. */
const sendEarly = (fetchImpl: typeof fetch) =>
  sendEarlyPortalInit({ config: CONFIG, request: portalInitRequest(), cookies: document.cookie, fetchImpl });

const askSession = (client: ReturnType<typeof portalClient>) =>
  client.query({ query: PORTAL_INIT_QUERY, variables: { uri: '' } });

beforeEach(() => {
  dropHeldAnswers();
  // The api's readable anti-forgery cookie, as the browser exposes it to the client.
  Object.assign(globalThis, { document: { cookie: 'other=1; XSRF-TOKEN=token%2F123' } });
});

describe('the early portalInitQuery', () => {
  it('is the very request the Apollo client sends: address, body, headers, credentials', async () => {
    const asApollo = network(GUEST);
    await askSession(createPortalClient(CONFIG, handlers, asApollo.fetchImpl));
    const early = network(GUEST);
    sendEarly(early.fetchImpl);
    expect(early.sent).toEqual(asApollo.sent);
    expect(early.sent[0]?.headers['x-xsrf-token']).toBe('token/123');
    // Let the next test start clean: the client's first request takes (and clears) the early one.
    await askSession(portalClient(early.fetchImpl));
  });

  it("puts one request on the wire: the client's first portalInitQuery takes its answer", async () => {
    const { sent, fetchImpl } = network(SIGNED_IN);
    sendEarly(fetchImpl);
    const result = await askSession(portalClient(fetchImpl));
    expect(sent).toHaveLength(1);
    expect(result.data?.portalInit.session.auth).toBe(true);
  });

  it('is taken once: a later initialisation (after signing in) asks the api again', async () => {
    const { sent, fetchImpl } = network(GUEST, SIGNED_IN);
    sendEarly(fetchImpl);
    const client = portalClient(fetchImpl);
    expect((await askSession(client)).data?.portalInit.session.auth).toBe(false);
    expect((await askSession(client)).data?.portalInit.session.auth).toBe(true);
    expect(sent).toHaveLength(2);
  });

  it('that failed leaves the client to send its own request, with the same outcome', async () => {
    const { sent, fetchImpl } = network(new TypeError('Failed to fetch'), GUEST);
    sendEarly(fetchImpl);
    const result = await askSession(portalClient(fetchImpl));
    expect(result.data?.portalInit.session.auth).toBe(false);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
  });

  it('is not handed to a request with other variables, nor after a mutation (signing in)', async () => {
    const { sent, fetchImpl } = network(GUEST, SIGNED_IN, SIGNED_IN);
    sendEarly(fetchImpl);
    const client = portalClient(fetchImpl);
    const elsewhere = await client.query({ query: PORTAL_INIT_QUERY, variables: { uri: '/elders' } });
    expect(elsewhere.data?.portalInit.session.auth).toBe(true);
    expect(sent).toHaveLength(2);
    // A request to another address than the batched reads' (a mutation) drops what is held.
    await withHeldAnswers(fetchImpl)('http://api/graphql/portal_public', { method: 'POST', body: '{}' });
    expect(await takeEarlySession()).toBeNull();
    expect(sent).toHaveLength(3);
  });

  it('is not sent without a GraphQL address (the app reports that itself)', () => {
    const { sent, fetchImpl } = network();
    sendEarlyPortalInit({ config: {}, request: portalInitRequest(), cookies: '', fetchImpl });
    expect(sent).toHaveLength(0);
  });
});

describe("the first session, read from the early answer without the client's query", () => {
  const batchOf = (result: unknown, status = 200) =>
    new Response(JSON.stringify([result]), { status, headers: { 'content-type': 'application/json' } });

  it('is the session of a plain answer, with one request on the wire', async () => {
    const { sent, fetchImpl } = network(SIGNED_IN);
    sendEarly(fetchImpl);
    expect(await takeEarlySession()).toEqual(SIGNED_IN.portalInit.session);
    expect(sent).toHaveLength(1);
  });

  it('is taken once: the next session (after signing in) comes from the client, which asks the api', async () => {
    const { sent, fetchImpl } = network(GUEST, SIGNED_IN);
    sendEarly(fetchImpl);
    expect(await takeEarlySession()).toEqual(GUEST.portalInit.session);
    expect(await takeEarlySession()).toBeNull();
    expect((await askSession(portalClient(fetchImpl))).data?.portalInit.session.auth).toBe(true);
    expect(sent).toHaveLength(2);
  });

  it("hands an answer with GraphQL errors to the client's first request, which sees exactly those errors", async () => {
    const unavailable = { errors: [{ message: 'Service Unavailable' }], data: null };
    const { sent, fetchImpl } = network(batchOf(unavailable));
    sendEarly(fetchImpl);
    expect(await takeEarlySession()).toBeNull();
    const result = await askSession(portalClient(fetchImpl));
    expect(result.error?.message).toContain('Service Unavailable');
    expect(sent).toHaveLength(1);
  });

  it("hands an answer with an error status to the client's first request", async () => {
    // A 401 is not retried by the client: what it reports is the early answer itself.
    const { sent, fetchImpl } = network(batchOf({ data: SIGNED_IN }, 401));
    sendEarly(fetchImpl);
    expect(await takeEarlySession()).toBeNull();
    const result = await askSession(portalClient(fetchImpl));
    expect(result.error).toMatchObject({ statusCode: 401 });
    expect(sent).toHaveLength(1);
  });

  it('reads no session from an answer that is not one plain result', async () => {
    for (const body of ['niet json', JSON.stringify([{ data: { portalInit: { session: null } } }]), '[]']) {
      const { fetchImpl } = network(new Response(body, { status: 200 }));
      sendEarly(fetchImpl);
      expect(await takeEarlySession()).toBeNull();
      // The answer waits for the client's first request; let it take it so the next case starts clean.
      await askSession(portalClient(fetchImpl));
    }
  });

  it('leaves the client to send its own request when the early one failed', async () => {
    const { sent, fetchImpl } = network(new TypeError('Failed to fetch'), GUEST);
    sendEarly(fetchImpl);
    expect(await takeEarlySession()).toBeNull();
    expect((await askSession(portalClient(fetchImpl))).data?.portalInit.session.auth).toBe(false);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
  });
});
