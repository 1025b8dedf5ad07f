/**
 * How long to wait at most: a page in a background tab shows nothing, and what waits must still come.
 */
const WAIT_LIMIT_MS = 250;

interface ElementTiming extends PerformanceEntry {
  identifier: string;
}

const canTimeElements = () =>
  typeof PerformanceObserver !== 'undefined' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes('element');

/**
 * Resolves once the element marked `elementtiming={name}` is on the screen, then in a task of its
 * own: code that waits for it runs after the page shows what it already has, instead of before (issue
 * 8: the registration form's step heading shows before the form's code runs). Chromium says when the
 * element was shown (Element Timing), which on a phone can be frames after the main thread drew it;
 * elsewhere two frames stand for that (one draws it, the next begins once it is shown).
 */
export function afterElementShown(name: string): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    let observer: PerformanceObserver | null = null;
    const finish = () => {
      if (done) return;
      done = true;
      observer?.disconnect();
      window.setTimeout(resolve, 0);
    };
    if (canTimeElements()) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => (entry as ElementTiming).identifier === name)) finish();
      });
      observer.observe({ type: 'element', buffered: true });
    } else if (typeof window.requestAnimationFrame === 'function') {
      window.requestAnimationFrame(() => window.requestAnimationFrame(finish));
    }
    window.setTimeout(finish, WAIT_LIMIT_MS);
  });
}
