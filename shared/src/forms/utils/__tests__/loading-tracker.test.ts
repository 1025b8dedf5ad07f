import { createLoadingTracker, DEFAULT_LOADING_TIMINGS, type LoadingState } from '../loading-tracker';

describe('createLoadingTracker', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup() {
    const states: LoadingState[] = [];
    const tracker = createLoadingTracker((state) => states.push(state));
    return { states, tracker, last: () => states[states.length - 1] };
  }

  it('uses the SPEC timings: poll 50 ms, 600 attempts, 1 s before clearing', () => {
    expect(DEFAULT_LOADING_TIMINGS).toEqual({ pollMs: 50, maxAttempts: 600, clearDelayMs: 1000 });
  });

  it('polls every 50 ms and keeps loading 1 s after finishing', () => {
    const { tracker, last } = setup();
    let busy = true;
    const isLoading = jest.fn(() => busy);
    tracker.track({ isLoading });
    expect(last()).toEqual({ loading: true, timedOut: false });

    jest.advanceTimersByTime(49);
    expect(isLoading).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(isLoading).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(100);
    expect(isLoading).toHaveBeenCalledTimes(3);

    busy = false;
    jest.advanceTimersByTime(50);
    expect(last()?.loading).toBe(true);
    jest.advanceTimersByTime(999);
    expect(last()?.loading).toBe(true);
    jest.advanceTimersByTime(1);
    expect(last()).toEqual({ loading: false, timedOut: false });
    expect(isLoading).toHaveBeenCalledTimes(4);
  });

  it('stops loading at once when there are errors', () => {
    const { tracker, last } = setup();
    tracker.track({ isLoading: () => false, hasErrors: () => true });
    jest.advanceTimersByTime(50);
    expect(last()).toEqual({ loading: false, timedOut: false });
  });

  it('gives up after 600 attempts', () => {
    const { tracker, last } = setup();
    const isLoading = jest.fn(() => true);
    tracker.track({ isLoading });
    jest.advanceTimersByTime(50 * 599);
    expect(last()?.loading).toBe(true);
    jest.advanceTimersByTime(50);
    expect(last()).toEqual({ loading: false, timedOut: true });
    jest.advanceTimersByTime(5000);
    expect(isLoading).toHaveBeenCalledTimes(600);
  });

  it('replaces a running track and stops on dispose', () => {
    const { tracker, states } = setup();
    tracker.track({ isLoading: () => true });
    tracker.track({ isLoading: () => false });
    tracker.dispose();
    jest.advanceTimersByTime(2000);
    expect(states).toEqual([
      { loading: true, timedOut: false },
      { loading: true, timedOut: false },
    ]);
  });
});
