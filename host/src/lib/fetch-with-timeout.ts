// A fetch that gives up after a while, on every browser the portal still serves: AbortSignal.timeout
// arrived in Chrome 103 and Safari 16, and browser-thresholds.json lets older ones in (with a warning).
// Part of main.js (early-remote-preload.ts).

/** The error a timed-out request fails with, as AbortSignal.timeout's own. */
function timeoutError(): DOMException {
  return new DOMException('De aanvraag duurde te lang', 'TimeoutError');
}

export function isTimeoutError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}

/**
 * `fetch` with a time limit, the body's download included (as with AbortSignal.timeout, the timer is
 * left to run out: aborting a finished request does nothing); a request past it fails with a
 * TimeoutError (an AbortError where the browser cannot abort with a reason is turned into one).
 */
export function fetchWithTimeout(
  fetchImpl: typeof fetch,
  input: RequestInfo | URL,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(timeoutError()), timeoutMs);
  return fetchImpl(input, { ...init, signal: controller.signal }).catch((error: unknown) => {
    clearTimeout(timer);
    throw controller.signal.aborted ? timeoutError() : error;
  });
}
