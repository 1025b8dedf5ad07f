// Work the first screen does not need (the signed-in drawer's menus on a phone, where the drawer starts
// closed) waits until the page has loaded, a moment more and the browser is idle, so it neither competes
// with the first screen's files nor runs among its tasks (issue 8). The load event alone is too early:
// a remote's screen asks for its data once its chunks have run, after the load event.

/** The moment more after the load event: the screen's data and first render come within it. */
export const SETTLE_DELAY_MS = 2000;
/** How long an idle moment may be waited for after that. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Calls `run` once the page's `load` event has passed, `SETTLE_DELAY_MS` more and the browser is next
 * idle. Returns a function that cancels the call if it has not happened yet.
 */
export function whenPageSettled(run: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  let delay: number | undefined;
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      // Safari before 18 has no requestIdleCallback.
      const handle = window.setTimeout(run, 0);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  const afterLoad = () => {
    delay = window.setTimeout(whenIdle, SETTLE_DELAY_MS);
  };
  if (document.readyState === 'complete') {
    afterLoad();
  } else {
    window.addEventListener('load', afterLoad, { once: true });
  }
  return () => {
    window.removeEventListener('load', afterLoad);
    window.clearTimeout(delay);
    cancelIdle?.();
  };
}
