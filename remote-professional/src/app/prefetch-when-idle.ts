/**
 * webpack writes a chunk's prefetch hints (`webpackPrefetch`: the registration wizard's later steps)
 * into the page in the task in which the chunk arrived: for the wizard 28 `<link rel="prefetch">`
 * elements at once. Chromium takes 2.5–4 ms per prefetch link at Lighthouse's 4x CPU (against 0.5 ms
 * per preload link), so that was one task of 70–110 ms right when the form's fields were to show
 * (issue 8, docs/performance.md "Session 15"). Prefetching is for later by definition: each chunk's
 * hints now wait for an idle moment of their own. They still load at the lowest priority, and a step
 * opened before its hint is written loads its chunk itself, as before.
 *
 * `__webpack_require__.E` is the function webpack 5's runtime calls for each chunk to prefetch
 * (`RuntimeGlobals.prefetchChunk`). It is this remote's own runtime (every federated build has one),
 * so only this remote's hints wait. A runtime without it leaves the hints as webpack writes them.
 */

interface WebpackRuntime {
  E?: (chunkId: string | number) => void;
}

declare const __webpack_require__: WebpackRuntime | undefined;

/** How long a hint may wait for an idle moment at most. */
const IDLE_TIMEOUT_MS = 3000;

function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
  } else {
    window.setTimeout(work, 0);
  }
}

/** Defers this remote's prefetch hints to idle moments, one chunk's hints at a time. */
export function prefetchWhenIdle(): void {
  // Outside webpack (unit tests) there is no runtime, and a build without prefetch hints has no `E`.
  const runtime = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__;
  const prefetch = runtime?.E;
  if (!runtime || typeof prefetch !== 'function') return;
  runtime.E = (chunkId) => whenIdle(() => prefetch(chunkId));
}
