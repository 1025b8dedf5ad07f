import { act, cleanup, render, screen } from '@testing-library/react';
import { useAfterFirstView, whenBrowserIdle } from '../when-idle';

function Probe() {
  return <p>{useAfterFirstView() ? 'later part' : 'first view'}</p>;
}

describe('useAfterFirstView', () => {
  let idle: Array<() => void>;
  beforeEach(() => {
    idle = [];
    window.requestIdleCallback = jest.fn((work: IdleRequestCallback) =>
      idle.push(() => work({} as IdleDeadline)),
    );
    window.cancelIdleCallback = jest.fn();
  });
  afterEach(() => {
    cleanup();
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
  });

  it('renders the first view first and the later part in the idle moment after it', () => {
    render(<Probe />);
    expect(screen.getByText('first view')).toBeInTheDocument();
    expect(idle).toHaveLength(1);
    act(() => idle.shift()?.());
    expect(screen.getByText('later part')).toBeInTheDocument();
  });

  it('gives up the idle moment when the screen goes before it comes', () => {
    const { unmount } = render(<Probe />);
    unmount();
    expect(window.cancelIdleCallback).toHaveBeenCalledTimes(1);
  });
});

describe('whenBrowserIdle without requestIdleCallback', () => {
  it('runs the work from a timer, which can be cancelled', () => {
    jest.useFakeTimers();
    const work = jest.fn();
    whenBrowserIdle(work);
    const cancel = whenBrowserIdle(work);
    cancel();
    jest.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});
