/** @jest-environment node */
import { gql } from '@apollo/client';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import { createPortalClient } from '@portal/shared/graphql';
import {
  HELD_ANSWER_LIFETIME_MS,
  dropHeldAnswers,
  takeRead,
  withHeldAnswers,
} from '@portal/shared/held-answers';
import { earlyOperationsOf, sendEarlyScreenReads } from '../early-screen-reads';
import type { PortalInitRequest } from '../early-portal-init';

// main.js sends a screen's first reads with the texts a remote's build wrote into screen-chunks.json;
// here a real client of the portal asks for the same reads over a fetch that stands in for the network
// (the project's edge). remote-professional's own test checks that its build writes what its client sends.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { portalInitRequest } = require('../../../build/portal-init-request.cjs') as {
  portalInitRequest: () => PortalInitRequest;
};

const CONFIG = { qoreGraphqlUrl: 'http://api/graphql', release: '2.45.0' };
const OVERVIEW = gql`
  query overviewQuery {
    overview {
      name
    }
  }
`;
const ITEM = gql`
  query itemQuery($uuid: String!) {
    item(uuid: $uuid) {
      uuid
    }
  }
`;
/** As the build prints a document (shared/build/screen-chunks-plugin.cjs). */
const built = (operationName: string, document: typeof OVERVIEW, params: string[] = []) => ({
  operationName,
  params,
  query: print(addTypenameToDocument(document)),
});
const LIST = {
  'screen-reads': { overview: [built('overviewQuery', OVERVIEW), built('itemQuery', ITEM, ['uuid'])] },
};

const OVERVIEW_DATA = { overview: { name: 'Jan', __typename: 'Overview' } };
const ITEM_DATA = { item: { uuid: 'u-1', __typename: 'Item' } };

interface Sent {
  url: string;
  body: unknown;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
}

/** The network: records every request and answers each batch with `answer(operationName)` per read. */
function network(answer: (operationName: string) => unknown = (name) => ({ data: DATA[name] })) {
  const sent: Sent[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as unknown;
    sent.push({
      url: String(url),
      body,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      credentials: init.credentials,
    });
    const operations = Array.isArray(body) ? body : [body];
    const results = operations.map((operation: { operationName: string }) => answer(operation.operationName));
    return new Response(JSON.stringify(Array.isArray(body) ? results : results[0]), {
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return { sent, fetchImpl };
}
const DATA: Record<string, unknown> = { overviewQuery: OVERVIEW_DATA, itemQuery: ITEM_DATA };

const handlers = {
  onUnauthenticated: jest.fn(),
  onMaintenance: jest.fn(),
  onForbidden: jest.fn(),
  onError: jest.fn(),
};

function sendEarly(fetchImpl: typeof fetch, params: Record<string, string> = { uuid: 'u-1' }) {
  sendEarlyScreenReads({
    list: LIST,
    routeName: 'overview',
    params,
    config: CONFIG,
    request: portalInitRequest(),
    cookies: 'XSRF-TOKEN=token%2F123',
    fetchImpl,
  });
}

/** A read taken by the screen's first load, without the client (useClientQuery of @portal/shared/data). */
const takeEarlyRead = (operationName: string, variables: Record<string, unknown>) =>
  takeRead('portal', operationName, variables);

/** Moves the clock on past what may be handed over. */
const afterLifetime = () => {
  const later = Date.now() + HELD_ANSWER_LIFETIME_MS + 1;
  jest.spyOn(Date, 'now').mockReturnValue(later);
};

beforeEach(() => dropHeldAnswers());
afterEach(() => jest.restoreAllMocks());

/** The screen's reads as the parcel starts them: side by side, so the client batches them. */
const readScreen = (client: ReturnType<typeof createPortalClient>) =>
  Promise.all([
    client.query({ query: OVERVIEW, fetchPolicy: 'no-cache' }),
    client.query({ query: ITEM, variables: { uuid: 'u-1' }, fetchPolicy: 'no-cache' }),
  ]);

const clientOver = (fetchImpl: typeof fetch) =>
  createPortalClient(CONFIG, handlers, withHeldAnswers(fetchImpl));

describe("a screen's first reads sent by main.js", () => {
  it('go in one batch as the client sends them: address, reads, headers, credentials', async () => {
    const asClient = network();
    await readScreen(createPortalClient(CONFIG, handlers, asClient.fetchImpl));
    const early = network();
    sendEarly(early.fetchImpl);
    expect(early.sent).toHaveLength(1);
    const [clientRequest] = asClient.sent;
    const [earlyRequest] = early.sent;
    expect(earlyRequest?.url).toBe('http://api/graphql/portal/batch');
    expect(earlyRequest?.url).toBe(clientRequest?.url);
    expect(earlyRequest?.credentials).toBe('include');
    expect(earlyRequest?.headers['x-xsrf-token']).toBe('token/123');
    expect(earlyRequest?.headers['apollographql-client-version']).toBe('2.45.0');
    const withoutExtensions = (body: unknown) =>
      (body as Array<Record<string, unknown>>).map(({ operationName, variables, query }) => ({
        operationName,
        variables,
        query,
      }));
    expect(withoutExtensions(earlyRequest?.body)).toEqual(withoutExtensions(clientRequest?.body));
    // The next test starts clean: the client takes the early reads.
    await readScreen(clientOver(early.fetchImpl));
  });

  it("put one request on the wire: the client's batch of the same reads takes their answers", async () => {
    const { sent, fetchImpl } = network();
    sendEarly(fetchImpl);
    const [overview, item] = await readScreen(clientOver(fetchImpl));
    expect(sent).toHaveLength(1);
    expect(overview.data).toEqual(OVERVIEW_DATA);
    expect(item.data).toEqual(ITEM_DATA);
  });

  it('are handed over once: the same reads again (a retry) go to the api', async () => {
    const { sent, fetchImpl } = network();
    sendEarly(fetchImpl);
    const client = clientOver(fetchImpl);
    await readScreen(client);
    await readScreen(client);
    expect(sent).toHaveLength(2);
  });

  it('leave out a read whose route parameter the address lacks, as the parcel does', () => {
    expect(earlyOperationsOf(LIST, 'overview', {}).map((read) => read.operationName)).toEqual([
      'overviewQuery',
    ]);
    expect(earlyOperationsOf(LIST, 'overview', { uuid: 'u-2' })[1]?.variables).toEqual({ uuid: 'u-2' });
    expect(earlyOperationsOf(LIST, 'elsewhere', {})).toEqual([]);
  });

  it('are not handed over when the answer has an error: the client asks in its own session', async () => {
    const { sent, fetchImpl } = network((name) =>
      sent.length === 1
        ? { errors: [{ message: 'Niet ingelogd', extensions: { code: 'UNAUTHENTICATED' } }] }
        : { data: DATA[name] },
    );
    sendEarly(fetchImpl);
    const [overview] = await readScreen(clientOver(fetchImpl));
    expect(sent).toHaveLength(2);
    expect(overview.data).toEqual(OVERVIEW_DATA);
  });

  it('that failed on the network leave the client to send its own request', async () => {
    const { sent, fetchImpl: answering } = network();
    let first = true;
    const fetchImpl = ((url: string, init: RequestInit) => {
      if (!first) return answering(url, init);
      first = false;
      return Promise.reject(new TypeError('Failed to fetch'));
    }) as typeof fetch;
    sendEarly(fetchImpl);
    const [overview] = await readScreen(clientOver(fetchImpl));
    expect(sent).toHaveLength(1);
    expect(overview.data).toEqual(OVERVIEW_DATA);
  });

  it('are dropped by any request to another address (a mutation: signing in or out)', async () => {
    const { sent, fetchImpl } = network();
    sendEarly(fetchImpl);
    const wrapped = withHeldAnswers(fetchImpl);
    await wrapped('http://api/graphql/portal', {
      method: 'POST',
      body: JSON.stringify({ operationName: 'logout' }),
    });
    await readScreen(clientOver(fetchImpl));
    expect(sent).toHaveLength(3);
  });

  it(`are not handed over after ${HELD_ANSWER_LIFETIME_MS / 1000} s`, async () => {
    const { sent, fetchImpl } = network();
    sendEarly(fetchImpl);
    afterLifetime();
    await readScreen(clientOver(fetchImpl));
    expect(sent).toHaveLength(2);
  });

  it('are not handed to a batch that asks for other reads as well', async () => {
    const { sent, fetchImpl } = network();
    sendEarlyScreenReads({
      list: { 'screen-reads': { overview: [built('overviewQuery', OVERVIEW)] } },
      routeName: 'overview',
      params: {},
      config: CONFIG,
      request: portalInitRequest(),
      cookies: '',
      fetchImpl,
    });
    await readScreen(clientOver(fetchImpl));
    expect(sent).toHaveLength(2);
  });

  it('are not sent without reads or without a GraphQL address', () => {
    const { sent, fetchImpl } = network();
    const request = portalInitRequest();
    sendEarlyScreenReads({
      list: {},
      routeName: 'overview',
      params: {},
      config: CONFIG,
      request,
      cookies: '',
      fetchImpl,
    });
    sendEarlyScreenReads({
      list: LIST,
      routeName: 'overview',
      params: {},
      config: {},
      request,
      cookies: '',
      fetchImpl,
    });
    sendEarlyScreenReads({
      list: 'x',
      routeName: 'overview',
      params: {},
      config: CONFIG,
      request,
      cookies: '',
      fetchImpl,
    });
    expect(sent).toHaveLength(0);
  });
});

describe("a read sent by main.js, taken by the screen's first load without the client (takeRead)", () => {
  it('is answered by its operation name and variables, once, with no request of the client', async () => {
    const { sent, fetchImpl } = network();
    sendEarly(fetchImpl);
    expect(await takeEarlyRead('itemQuery', { uuid: 'u-1' })).toEqual({ data: ITEM_DATA });
    expect(takeEarlyRead('itemQuery', { uuid: 'u-1' })).toBeNull();
    expect(await takeEarlyRead('overviewQuery', {})).toEqual({ data: OVERVIEW_DATA });
    expect(sent).toHaveLength(1);
  });

  it('is not a read with other variables or another name', () => {
    const { fetchImpl } = network();
    sendEarly(fetchImpl);
    expect(takeEarlyRead('itemQuery', { uuid: 'u-2' })).toBeNull();
    expect(takeEarlyRead('otherQuery', {})).toBeNull();
    // Leave nothing for the next test.
    void takeEarlyRead('itemQuery', { uuid: 'u-1' });
    void takeEarlyRead('overviewQuery', {});
  });

  it('resolves to nothing when the answer has an error, so the read goes out in its own session', async () => {
    const { fetchImpl } = network(() => ({ errors: [{ message: 'Niet ingelogd' }] }));
    sendEarly(fetchImpl);
    expect(await takeEarlyRead('overviewQuery', {})).toBeNull();
    void takeEarlyRead('itemQuery', { uuid: 'u-1' });
  });

  it('is no longer handed to the client once taken: the client then asks the api', async () => {
    const { sent, fetchImpl } = network();
    sendEarly(fetchImpl);
    await takeEarlyRead('overviewQuery', {});
    await readScreen(clientOver(fetchImpl));
    expect(sent).toHaveLength(2);
  });

  it(`is dropped after ${HELD_ANSWER_LIFETIME_MS / 1000} s and by a request to another address`, async () => {
    const { fetchImpl } = network();
    sendEarly(fetchImpl);
    afterLifetime();
    expect(takeEarlyRead('overviewQuery', {})).toBeNull();
    jest.restoreAllMocks();

    sendEarly(fetchImpl);
    await withHeldAnswers(fetchImpl)('http://api/graphql/portal', {
      method: 'POST',
      body: JSON.stringify({ operationName: 'logout' }),
    });
    expect(takeEarlyRead('overviewQuery', {})).toBeNull();
  });
});
