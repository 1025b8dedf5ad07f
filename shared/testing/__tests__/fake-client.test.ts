/** @jest-environment node */
import { gql, type DocumentNode } from '@apollo/client';
import { createPortalClient } from '@portal/shared/graphql';
import { createFakeClient, validationAnswer, type FakeAnswer } from '../fake-client';

// The portal's client retries a query once after a network failure, after up to 300 ms.
jest.setTimeout(10000);

const CARD_QUERY = gql`
  query myRegistrationCard {
    myRegistrationCard {
      name
    }
  }
`;
const SAVE_MUTATION = gql`
  mutation saveName($name: String!) {
    saveName(name: $name)
  }
`;

const handlers = { onUnauthenticated() {}, onMaintenance() {}, onForbidden() {}, onError() {} };

/** What a screen can tell from an answer: whether the call threw, the data, and the error's kind. */
async function outcome(call: () => Promise<{ data?: unknown; error?: unknown }>) {
  try {
    const result = await call();
    const error = result.error as Error | undefined;
    return { thrown: false, data: result.data, error: error ? `${error.name}: ${error.message}` : null };
  } catch (error) {
    return { thrown: true, data: undefined, error: `${(error as Error).name}: ${(error as Error).message}` };
  }
}

/** The portal's real client, over a fetch that answers `body` or fails with `failure`. */
function portalClient(answer: { body: unknown } | { failure: Error }) {
  const fetchImpl = (async (_url: string, init: RequestInit) => {
    if ('failure' in answer) throw answer.failure;
    const batched = Array.isArray(JSON.parse(String(init.body)));
    const body = batched ? [answer.body] : answer.body;
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return createPortalClient({ qoreGraphqlUrl: 'http://api/graphql' }, handlers, fetchImpl);
}

function fakeClient(answer: FakeAnswer, operation: string) {
  return createFakeClient({ [operation]: () => answer }).client;
}

const read = (client: ReturnType<typeof portalClient>, query: DocumentNode) => () =>
  client.query({ query, variables: {} });
const save = (client: ReturnType<typeof portalClient>, mutation: DocumentNode) => () =>
  client.mutate({ mutation, variables: { name: 'Anna' } });

describe('the fake client answers as the portal client does', () => {
  beforeEach(() => {
    Object.assign(globalThis, { document: { cookie: '' } });
  });

  it('a network failure of a query comes back in the result, without data, not thrown', async () => {
    const failure = new TypeError('Failed to fetch');
    const real = await outcome(read(portalClient({ failure }), CARD_QUERY));
    const fake = await outcome(read(fakeClient(failure, 'myRegistrationCard'), CARD_QUERY));
    expect(real).toEqual({ thrown: false, data: undefined, error: 'TypeError: Failed to fetch' });
    expect(fake).toEqual(real);
  });

  it('a network failure of a mutation comes back in the result, without data, not thrown', async () => {
    const failure = new TypeError('Failed to fetch');
    const real = await outcome(save(portalClient({ failure }), SAVE_MUTATION));
    const fake = await outcome(save(fakeClient(failure, 'saveName'), SAVE_MUTATION));
    expect(real).toEqual({ thrown: false, data: undefined, error: 'TypeError: Failed to fetch' });
    expect(fake).toEqual(real);
  });

  it('GraphQL errors (a 422) come back in the result', async () => {
    const answer = validationAnswer({ name: ['Dit veld is verplicht.'] });
    const real = await outcome(save(portalClient({ body: { data: null, ...answer } }), SAVE_MUTATION));
    const fake = await outcome(save(fakeClient(answer, 'saveName'), SAVE_MUTATION));
    expect(real.thrown).toBe(false);
    expect(real.error).toMatch(/^CombinedGraphQLErrors: /);
    expect(fake).toEqual(real);
  });

  it('data comes back as data', async () => {
    const data = { myRegistrationCard: { name: 'Jan de Vries' } };
    const real = await outcome(read(portalClient({ body: { data } }), CARD_QUERY));
    const fake = await outcome(read(fakeClient(data, 'myRegistrationCard'), CARD_QUERY));
    expect(real).toEqual({ thrown: false, data, error: null });
    expect(fake).toEqual(real);
  });
});
