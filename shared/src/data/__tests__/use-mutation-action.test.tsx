import { act } from '@testing-library/react';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { renderScreen, validationAnswer, type FakeAnswer } from '../../../testing/render-screen';
import { useMutationAction } from '../use-mutation-action';

type Submit = { submit: { status: string } };
const SUBMIT: TypedDocumentNode<Submit, { uuid: string }> = gql`
  mutation submit($uuid: String!) {
    submit(uuid: $uuid) {
      status
    }
  }
`;

/** The hook on a screen; each run's Idempotency-Key, as the client was asked to send it. */
function renderSubmit(answer: () => FakeAnswer, idempotent = true) {
  const hook: { current?: ReturnType<typeof useMutationAction<Submit, { uuid: string }>> } = {};
  function Screen() {
    hook.current = useMutationAction(SUBMIT, { idempotent });
    return null;
  }
  const { client } = renderScreen(<Screen />, { answers: { submit: () => answer() } });
  const keys = () =>
    (client.mutate as jest.Mock).mock.calls.map(
      ([options]: [{ context?: { headers?: Record<string, string> } }]) =>
        options.context?.headers?.['Idempotency-Key'],
    );
  const run = (uuid = 'a') => act(() => hook.current!.run({ uuid }));
  /** Two clicks before the first is answered. */
  const runTwice = () =>
    act(async () => {
      await Promise.all([hook.current!.run({ uuid: 'a' }), hook.current!.run({ uuid: 'a' })]);
    });
  return { run, runTwice, keys };
}

const done: FakeAnswer = { submit: { status: 'pending' } };

describe('useMutationAction with idempotent: true', () => {
  it('sends the same key again when the answer never came, and a new one for the next attempt', async () => {
    let answer: FakeAnswer = new TypeError('Failed to fetch');
    const { run, keys } = renderSubmit(() => answer);
    await run();
    await run();
    answer = done;
    await run();
    await run();
    const [first, retry, retried, next] = keys();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(retried).toBe(first);
    expect(next).not.toBe(first);
  });

  it('sends the same key for a doubled click, and a new one after a refusal with a message', async () => {
    let answer: FakeAnswer = done;
    const { run, runTwice, keys } = renderSubmit(() => answer);
    await runTwice();
    answer = validationAnswer({ uuid: ['Al ingediend.'] });
    await run();
    await run();
    const [one, two, refused, again] = keys();
    expect(two).toBe(one);
    expect(refused).not.toBe(one);
    expect(again).not.toBe(refused);
  });

  it('keeps keys apart per variables', async () => {
    const { run, keys } = renderSubmit(() => new TypeError('Failed to fetch'));
    await run('a');
    await run('b');
    await run('a');
    const [a, b, aAgain] = keys();
    expect(b).not.toBe(a);
    expect(aAgain).toBe(a);
  });

  it('sends no key without the option', async () => {
    const { run, keys } = renderSubmit(() => done, false);
    await run();
    expect(keys()).toEqual([undefined]);
  });
});
