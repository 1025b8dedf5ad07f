import { useEffect, useState } from 'react';

/** How long work may wait for an idle moment at most. */
const IDLE_TIMEOUT_MS = 3000;

/** Runs `work` in the browser's next idle moment (at the latest after three seconds). */
export function whenBrowserIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 0);
  return () => window.clearTimeout(handle);
}

/**
 * False on the first render, true once the browser has had an idle moment after it: a part of a
 * screen that needs a heavy chunk (antd's form and upload) renders after the screen's first view has
 * painted, so the heading and text a phone shows first do not wait for that chunk's code (issue 42).
 */
export function useAfterFirstView(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => whenBrowserIdle(() => setShown(true)), []);
  return shown;
}
