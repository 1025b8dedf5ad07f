/**
 * SPEC section 8: a failed dynamic screen load reloads the page once to the requested route. The
 * marker remembers which route was already reloaded, so a second failure shows the error panel
 * instead of looping.
 */
const MARKER_KEY = 'portal:remote-reload';

export function currentTarget(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Returns true when the page is being reloaded; false when this route was reloaded already. */
export function reloadOnce(target: string = currentTarget()): boolean {
  if (window.sessionStorage.getItem(MARKER_KEY) === target) return false;
  window.sessionStorage.setItem(MARKER_KEY, target);
  window.location.replace(target);
  return true;
}

/**
 * Forgets the reload of another route once a remote works again. The marker of the current route
 * stays: a screen that fails after its remote loaded would otherwise reload the page for ever.
 */
export function clearReloadMarker(target: string = currentTarget()): void {
  if (window.sessionStorage.getItem(MARKER_KEY) !== target) window.sessionStorage.removeItem(MARKER_KEY);
}
