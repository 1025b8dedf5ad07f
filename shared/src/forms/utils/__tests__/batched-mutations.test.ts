import { groupMutationsByLabel, runBatchedMutations } from '../batched-mutations';
import { BatchMutationError } from '../form-errors';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('runBatchedMutations', () => {
  it('runs the groups one after the other and the mutations of a group in parallel', async () => {
    const order: string[] = [];
    const first = deferred<unknown>();
    const a1 = jest.fn(() => {
      order.push('a1');
      return first.promise;
    });
    const a2 = jest.fn(async () => {
      order.push('a2');
      return { data: 2 };
    });
    const b1 = jest.fn(async () => {
      order.push('b1');
      return { data: 3 };
    });
    const running = runBatchedMutations([
      { label: 'a', mutations: [a1, a2] },
      { label: 'b', mutations: [b1] },
    ]);
    await Promise.resolve();
    expect(order).toEqual(['a1', 'a2']);
    first.resolve({ data: 1 });
    await expect(running).resolves.toEqual({ results: { a: [{ data: 1 }, { data: 2 }], b: [{ data: 3 }] } });
    expect(order).toEqual(['a1', 'a2', 'b1']);
  });

  it.each([
    ['a GraphQL errors array', async () => ({ errors: [{ message: 'kapot' }] })],
    ['an Apollo 4 error', async () => ({ data: undefined, error: new Error('kapot') })],
    ['a rejection', async () => Promise.reject(new Error('netwerk'))],
  ])('stops at the first group with %s and sends no later group', async (_, failing) => {
    const later = jest.fn(async () => ({ data: {} }));
    const sibling = jest.fn(async () => ({ data: {} }));
    const error = await runBatchedMutations([
      { label: 'profiel', mutations: [async () => ({ data: {} })] },
      { label: 'diplomas', mutations: [failing, sibling] },
      { label: 'documenten', mutations: [later] },
    ]).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(BatchMutationError);
    expect((error as BatchMutationError).message).toBe('One or more batched mutations returned errors');
    expect((error as BatchMutationError).label).toBe('diplomas');
    expect((error as BatchMutationError).errors).toHaveLength(1);
    expect(sibling).toHaveBeenCalled();
    expect(later).not.toHaveBeenCalled();
  });

  it('resolves with no results for no groups', async () => {
    await expect(runBatchedMutations([])).resolves.toEqual({ results: {} });
  });
});

describe('groupMutationsByLabel', () => {
  it('groups by label in order of first appearance', () => {
    const m = (name: string) => Object.assign(async () => name, { displayName: name });
    const [a, b, c] = [m('a'), m('b'), m('c')];
    const groups = groupMutationsByLabel([
      { label: 'x', mutation: a },
      { label: 'y', mutation: b },
      { label: 'x', mutation: c },
    ]);
    expect(groups).toEqual([
      { label: 'x', mutations: [a, c] },
      { label: 'y', mutations: [b] },
    ]);
  });
});
