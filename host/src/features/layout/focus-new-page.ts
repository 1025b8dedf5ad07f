/** How long a remote may take to render the new page's heading before focus stays on `main`. */
const HEADING_WAIT_MS = 5000;
const POLL_MS = 50;

function focusable(element: HTMLElement): HTMLElement {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  return element;
}

/**
 * WCAG 2.4.3 after a client-side navigation: focus goes to `main` at once and then to the new page's
 * h1 as soon as the remote rendered it, unless the user already moved focus. Returns a stop function.
 */
export function focusNewPage(): () => void {
  const main = document.getElementById('main');
  if (!main) return () => undefined;
  const previousHeading = main.querySelector('h1');
  focusable(main).focus({ preventScroll: true });
  const started = Date.now();

  const timer = window.setInterval(() => {
    const active = document.activeElement;
    const userMoved = active !== main && active !== document.body && active !== previousHeading;
    const elapsed = Date.now() - started;
    if (userMoved || elapsed > HEADING_WAIT_MS) return window.clearInterval(timer);
    const heading = main.querySelector('h1');
    // The old page's heading may linger while the new screen's chunk loads: wait for a new one.
    if (heading && heading !== previousHeading) {
      focusable(heading).focus({ preventScroll: true });
      window.clearInterval(timer);
    }
  }, POLL_MS);
  return () => window.clearInterval(timer);
}
