import { act, renderHook } from '@testing-library/react';
import { useFormLoading } from '../use-form-loading';

describe('useFormLoading', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stays loading 1 s after a promise resolves without errors', async () => {
    const { result } = renderHook(() => useFormLoading());
    let resolve: (value: undefined) => void = () => undefined;
    act(() => {
      void result.current.trackPromise(new Promise<undefined>((done) => (resolve = done)));
    });
    expect(result.current.loading).toBe(true);

    await act(async () => resolve(undefined));
    act(() => jest.advanceTimersByTime(50));
    expect(result.current.loading).toBe(true);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.loading).toBe(false);
  });

  it('stops at the next poll when the result has errors', async () => {
    const { result } = renderHook(() => useFormLoading());
    await act(async () => {
      await result.current.trackPromise(
        Promise.resolve({ email: ['Onjuist.'] }),
        (errors) => Object.keys(errors).length > 0,
      );
    });
    act(() => jest.advanceTimersByTime(50));
    expect(result.current.loading).toBe(false);
  });

  it('stops at the next poll when the promise rejects, and passes the rejection on', async () => {
    const { result } = renderHook(() => useFormLoading());
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current
        .trackPromise(Promise.reject(new Error('kapot')))
        .catch((error: Error) => error.message);
    });
    expect(outcome).toBe('kapot');
    act(() => jest.advanceTimersByTime(50));
    expect(result.current.loading).toBe(false);
  });

  it('reports a time-out after 600 polls of 50 ms', () => {
    const { result } = renderHook(() => useFormLoading());
    act(() => result.current.track({ isLoading: () => true }));
    act(() => jest.advanceTimersByTime(30_000));
    expect(result.current).toMatchObject({ loading: false, timedOut: true });
  });
});
