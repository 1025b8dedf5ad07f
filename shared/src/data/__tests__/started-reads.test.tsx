import { act, render, waitFor } from '@testing-library/react';
import type { RemoteScreenProps } from '@portal/shared/contract';
import { RemotePropsContext } from '@portal/shared/remote';
import { createFakeClient, type FakeAnswer } from '../../../testing/fake-client';
import { offerHeldReads } from '@portal/shared/graphql';
import { startClientQuery, STARTED_READ_LIFETIME_MS } from '../started-reads';
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
    jest.setSystemTime(Date.now() + STARTED_READ_LIFETIME_MS + 1);
    answer(card('Jan de Vries-Bakker'));
    jest.useRealTimers();
    const { findByText } = show('1');
    expect(await findByText('Jan de Vries-Bakker')).toBeTruthy();
    expect(calls).toHaveLength(2);
  });
});

describe('a read started with an answer the host holds (offerHeldReads)', () => {
  it('is answered by the host, not the client: the screen shows the held answer and no request goes out', async () => {
    const { client, calls, show, settled, state } = setUp(card('Jan de Vries'));
    const asked: unknown[] = [];
    offerHeldReads(client, (operationName, variables) => {
      asked.push([operationName, variables]);
      return Promise.resolve({ data: card('Uit main.js') });
    });
    startClientQuery(client, CARD_QUERY, { id: '1' });
    show('1');
    await settled();
    expect(asked).toEqual([['card', { id: '1' }]]);
    expect(calls).toHaveLength(0);
    expect(state.current).toMatchObject({ data: card('Uit main.js'), failed: false });
  });

  it('goes to the network when the held answer cannot be handed over, or none is held', async () => {
    const { client, calls, show, settled, state } = setUp(card('Jan de Vries'));
    offerHeldReads(client, (_, variables) => (variables.id === '1' ? Promise.resolve(null) : null));
    startClientQuery(client, CARD_QUERY, { id: '1' });
    startClientQuery(client, CARD_QUERY, { id: '2' });
    show('1');
    await settled();
    expect(calls.map((call) => call.variables)).toEqual([{ id: '2' }, { id: '1' }]);
    expect(state.current).toMatchObject({ data: card('Jan de Vries'), failed: false });
  });

  it('is never asked of the host for a public read (the held answers are the signed-in ones)', async () => {
    const { client, publicCalls } = setUp(card('Jan de Vries'));
    const held = jest.fn(() => Promise.resolve({ data: card('Uit main.js') }));
    offerHeldReads(client, held);
    startClientQuery(client, CARD_QUERY, { id: '1' }, { isPublic: true });
    expect(held).not.toHaveBeenCalled();
    expect(publicCalls).toEqual(['card']);
  });
});
