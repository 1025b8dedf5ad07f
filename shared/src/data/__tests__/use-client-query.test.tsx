import { act, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderScreen, validationAnswer, type FakeAnswer } from '../../../testing/render-screen';
import { useClientQuery, type ClientQueryState } from '../use-client-query';
import { CARD_QUERY, card, type CardQuery } from './card-query';

const networkFailure = () => new TypeError('Failed to fetch');

/** The hook on a screen whose card id can change; the test reads its state after each step. */
function renderCardQuery(answer: (id: string) => FakeAnswer) {
  const state: { current?: ClientQueryState<CardQuery>; show?: (id: string) => void } = {};
  function Card() {
    const [id, setId] = useState('1');
    state.current = useClientQuery(CARD_QUERY, { id });
    state.show = setId;
    return null;
  }
  renderScreen(<Card />, { answers: { card: (variables) => answer(String(variables.id)) } });
  const settled = () => waitFor(() => expect(state.current?.loading).toBe(false));
  return { state, settled };
}

describe('useClientQuery', () => {
  it('keeps the data it has when reading the same variables again fails on the network', async () => {
    let answer: FakeAnswer = card('Jan de Vries');
    const { state, settled } = renderCardQuery(() => answer);
    await settled();
    expect(state.current).toMatchObject({ data: card('Jan de Vries'), failed: false });

    answer = networkFailure();
    await act(() => state.current!.refetch());
    expect(state.current).toMatchObject({ data: card('Jan de Vries'), failed: true, loading: false });
  });

  it('keeps the data it has when reading again answers errors without data', async () => {
    let answer: FakeAnswer = card('Jan de Vries');
    const { state, settled } = renderCardQuery(() => answer);
    await settled();

    answer = validationAnswer({ id: ['Onbekend.'] });
    await act(() => state.current!.refetch());
    expect(state.current).toMatchObject({ data: card('Jan de Vries'), failed: true });
  });

  it('shows new data and no failure once a read after a failure succeeds', async () => {
    let answer: FakeAnswer = card('Jan de Vries');
    const { state, settled } = renderCardQuery(() => answer);
    await settled();
    answer = networkFailure();
    await act(() => state.current!.refetch());

    answer = card('Jan de Vries-Bakker');
    await act(() => state.current!.refetch());
    expect(state.current).toMatchObject({ data: card('Jan de Vries-Bakker'), failed: false });
  });

  it('gives no data when reading other variables fails: what it had belongs to the old ones', async () => {
    const { state, settled } = renderCardQuery((id) =>
      id === '1' ? card('Jan de Vries') : networkFailure(),
    );
    await settled();

    act(() => state.show!('2'));
    await settled();
    expect(state.current).toMatchObject({ data: null, failed: true });
  });
});
