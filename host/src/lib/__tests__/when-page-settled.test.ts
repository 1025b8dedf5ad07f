import { SETTLE_DELAY_MS, whenPageSettled } from '../when-page-settled';

describe('whenPageSettled', () => {
  const readyState = jest.spyOn(document, 'readyState', 'get');
  afterEach(() => {
    readyState.mockReturnValue('complete');
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
    jest.useRealTimers();
  });

  it('waits for the load event, a moment more, then for an idle moment', () => {
    jest.useFakeTimers();
    readyState.mockReturnValue('loading');
    const idle: Array<() => void> = [];
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) =>
      idle.push(() => callback({} as IdleDeadline)),
    );
    window.cancelIdleCallback = jest.fn();
    const run = jest.fn();
    whenPageSettled(run);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(SETTLE_DELAY_MS - 1);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(run).not.toHaveBeenCalled();
    idle.forEach((call) => call());
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('on a loaded page without requestIdleCallback (Safari), runs once the moment has passed', () => {
    jest.useFakeTimers();
    readyState.mockReturnValue('complete');
    const run = jest.fn();
    whenPageSettled(run);
    jest.advanceTimersByTime(SETTLE_DELAY_MS);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or after the load event', () => {
    jest.useFakeTimers();
    readyState.mockReturnValue('loading');
    const run = jest.fn();
    const cancelBeforeLoad = whenPageSettled(run);
    cancelBeforeLoad();
    window.dispatchEvent(new Event('load'));
    const cancelAfterLoad = whenPageSettled(run);
    window.dispatchEvent(new Event('load'));
    cancelAfterLoad();
    jest.runAllTimers();
    expect(run).not.toHaveBeenCalled();
  });
});
