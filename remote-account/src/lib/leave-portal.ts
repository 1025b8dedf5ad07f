/**
 * Sends the browser to a page outside the portal (payment provider, Professioneel Toezicht). One
 * place for it, so tests can replace it: jsdom does not let them stub `window.location.assign`.
 */
export function leavePortal(url: string): void {
  window.location.assign(url);
}
