import { act, render, waitFor } from '@testing-library/react';
import type { RemoteScreenProps } from '@portal/shared-contract';
import { RemotePropsContext } from '@portal/shared-remote';
import { createFakeClient, type FakeAnswer } from '../../../testing/fake-client';
import { HELD_ANSWER_LIFETIME_MS, dropHeldAnswers, sendHeld } from '@portal/shared-held-answers';
import { firstReadsOf, startClientQuery } from '../first-reads';
import { useClientQuery, type ClientQueryState } from '../use-client-query';
import { CARD_QUERY, card, type CardQuery } from './card-query';

/** A fake client whose answers the test changes between reads, and the hook rendered on it. */
function setUp(first: FakeAnswer) {
  let answer = first;
  const fake = createFakeClient({ card: () => answer });
  const state: { current?: ClientQueryState<CardQuery> } = {};
  function Card({ id }: { id: string }) {
    state.current = useClientQuery(CARD_QUERY, { id });
    return <p>{state.current.data?.card.name}</p>;
  }
  const show = (id = '1') =>
    render(
      <RemotePropsContext.Provider value={{ client: fake.client } as RemoteScreenProps}>
        <Card id={id} />
      </RemotePropsContext.Provider>,
    );
  const settled = () => waitFor(() => expect(state.current?.loading).toBe(false));
  return { ...fake, state, show, settled, answer: (next: FakeAnswer) => (answer = next) };
}

beforeEach(() => dropHeldAnswers());

/** What main.js does: the read sent over the network, its answer held (`results`: the batch's answer). */
function holdFromMainJs(variables: Array<Record<string, unknown>>, results: unknown[]) {
  sendHeld({
    url: 'http://api/graphql/portal/batch',
    endpoint: 'portal',
    operations: variables.map((vars) => ({ operationName: 'card', variables: vars })),
    headers: {},
    body: '[]',
    keepErrors: false,
    // The network's answer (jsdom has no Response): only what the store reads of it.
    fetchImpl: (() =>
      Promise.resolve({
        ok: true,
        status: 200,
        text: () => Promise.resolve(JSON.stringify(results)),
      })) as unknown as typeof fetch,
  });
}

describe('a read started before its screen (startClientQuery)', () => {
  afterEach(() => jest.useRealTimers());

  it('is taken over by the screen: one request, and the screen shows its answer', async () => {
    const { client, calls, show, settled, state } = setUp(card('Jan de Vries'));
    startClientQuery(client, CARD_QUERY, { id: '1' });
    show('1');
    await settled();
    expect(calls).toHaveLength(1);
    expect(state.current).toMatchObject({ data: card('Jan de Vries'), failed: false });
  });

  it('is handed over once: the retry after its failure goes to the network', async () => {
    const { client, calls, show, settled, state, answer } = setUp(new TypeError('Failed to fetch'));
    startClientQuery(client, CARD_QUERY, { id: '1' });
    show('1');
    await settled();
    expect(state.current).toMatchObject({ data: null, failed: true });

    answer(card('Jan de Vries'));
    await act(() => state.current!.refetch());
    expect(calls).toHaveLength(2);
    expect(state.current).toMatchObject({ data: card('Jan de Vries'), failed: false });
  });

  it('started again (the screen opened anew) is read afresh, and the screen takes the newer answer', async () => {
    const { client, calls, show, answer } = setUp(card('Jan de Vries'));
    startClientQuery(client, CARD_QUERY, { id: '1' });
    answer(card('Jan de Vries-Bakker'));
    startClientQuery(client, CARD_QUERY, { id: '1' });
    const { findByText } = show('1');
    expect(await findByText('Jan de Vries-Bakker')).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it('is not taken by a screen that reads other variables', async () => {
    const { client, calls, show, settled } = setUp(card('Jan de Vries'));
    startClientQuery(client, CARD_QUERY, { id: '2' });
    show('1');
    await settled();
    expect(calls.map((call) => call.variables)).toEqual([{ id: '2' }, { id: '1' }]);
  });

  it('is not shown once it is older than its lifetime: the screen reads afresh', async () => {
    jest.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z'), doNotFake: ['queueMicrotask'] });
    const { client, calls, show, answer } = setUp(card('Jan de Vries'));
    startClientQuery(client, CARD_QUERY, { id: '1' });
    jest.setSystemTime(Date.now() + HELD_ANSWER_LIFETIME_MS + 1);
    answer(card('Jan de Vries-Bakker'));
    jest.useRealTimers();
    const { findByText } = show('1');
    expect(await findByText('Jan de Vries-Bakker')).toBeTruthy();
    expect(calls).toHaveLength(2);
  });
});

describe('a read main.js holds the answer to (@portal/shared/held-answers)', () => {
  it('is answered from there, not by the client: the screen shows the held answer and no request goes out', async () => {
    const { client, calls, show, settled, state } = setUp(card('Jan de Vries'));
    holdFromMainJs([{ id: '1' }], [{ data: card('Uit main.js') }]);
    startClientQuery(client, CARD_QUERY, { id: '1' });
    show('1');
    await settled();
    expect(calls).toHaveLength(0);
    expect(state.current).toMatchObject({ data: card('Uit main.js'), failed: false });
  });

  it("is taken by the screen's first load even when no parcel started it", async () => {
    const { calls, show, settled, state } = setUp(card('Jan de Vries'));
    holdFromMainJs([{ id: '1' }], [{ data: card('Uit main.js') }]);
    show('1');
    await settled();
    expect(calls).toHaveLength(0);
    expect(state.current).toMatchObject({ data: card('Uit main.js'), failed: false });
  });

  it('goes to the network when the held answer cannot be handed over, or none is held', async () => {
    const { client, calls, show, settled, state } = setUp(card('Jan de Vries'));
    holdFromMainJs([{ id: '1' }], [{ errors: [{ message: 'Niet ingelogd' }] }]);
    startClientQuery(client, CARD_QUERY, { id: '1' });
    startClientQuery(client, CARD_QUERY, { id: '2' });
    show('1');
    await settled();
    expect(calls.map((call) => call.variables)).toEqual([{ id: '2' }, { id: '1' }]);
    expect(state.current).toMatchObject({ data: card('Jan de Vries'), failed: false });
  });

  it('is not the answer to a public read (the held answers are kept per endpoint)', async () => {
    const { client, calls, publicCalls, show, settled, state } = setUp(card('Jan de Vries'));
    holdFromMainJs([{ id: '1' }], [{ data: card('Uit main.js') }]);
    startClientQuery(client, CARD_QUERY, { id: '1' }, { isPublic: true });
    expect(publicCalls).toEqual(['card']);
    // The signed-in read still takes its own held answer.
    show('1');
    await settled();
    expect(calls).toHaveLength(1);
    expect(state.current).toMatchObject({ data: card('Uit main.js') });
  });
});

describe("a screen's declared first reads (firstReadsOf)", () => {
  const OTHER = { ...CARD_QUERY };
  const reads = {
    dashboard: [CARD_QUERY, [OTHER, 'uuid'] as const],
    companyProfessionals: [{ list: CARD_QUERY, firstPage: { page: 1, search: null } }],
  };

  it('gives a document with no variables, and one with the route parameters it names', () => {
    expect(firstReadsOf(reads, 'dashboard', { uuid: 'a1' })).toEqual([
      { query: CARD_QUERY, variables: {} },
      { query: OTHER, variables: { uuid: 'a1' } },
    ]);
    expect(firstReadsOf(reads, 'dashboard', {})).toEqual([{ query: CARD_QUERY, variables: {} }]);
  });

  it("gives a list's first page only for an address without a search part", () => {
    expect(firstReadsOf(reads, 'companyProfessionals', {})).toEqual([
      { query: CARD_QUERY, variables: { page: 1, search: null } },
    ]);
    expect(firstReadsOf(reads, 'companyProfessionals', {}, { zoeken: 'van' })).toEqual([]);
    expect(firstReadsOf(reads, 'companyProfessionals', {}, { pagina: '2' })).toEqual([]);
  });
});
