import { fetchWithTimeout, isTimeoutError } from '../timeout-plugin';

// A remote that does not answer must not hang the page (STACK.md trap 3), also on browsers without
// AbortSignal.timeout (Chrome before 103, Safari before 16, which the portal still serves). The network
// is the edge here: a fetch that answers only when told, and fails as a browser does when aborted.

/** A request that never answers by itself; aborting it fails it with the signal's reason or an AbortError. */
function hangingFetch() {
  const seen: RequestInit[] = [];
  const fetchImpl = jest.fn(
    (_input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((_resolve, reject) => {
        seen.push(init);
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  return { fetchImpl: fetchImpl as unknown as typeof fetch, seen };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('fails a request that is not answered in time with a TimeoutError, and aborts it', async () => {
  const { fetchImpl, seen } = hangingFetch();
  const request = fetchWithTimeout(fetchImpl, 'https://remote.example/mf-manifest.json', {}, 5000);
  const failed = request.catch((error: unknown) => error);
  jest.advanceTimersByTime(4999);
  expect(seen[0]?.signal?.aborted).toBe(false);
  jest.advanceTimersByTime(1);
  expect(isTimeoutError(await failed)).toBe(true);
  expect(seen[0]?.signal?.aborted).toBe(true);
});

it('passes an answer and any other failure on as they are, with the caller’s options', async () => {
  const answer = { ok: true } as Response;
  const answering = jest.fn(async () => answer) as unknown as typeof fetch;
  await expect(fetchWithTimeout(answering, 'u', { credentials: 'omit' }, 5000)).resolves.toBe(answer);
  expect(answering).toHaveBeenCalledWith('u', expect.objectContaining({ credentials: 'omit' }));

  const offline = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  }) as unknown as typeof fetch;
  const failure = await fetchWithTimeout(offline, 'u', {}, 5000).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(TypeError);
  expect(isTimeoutError(failure)).toBe(false);
});
