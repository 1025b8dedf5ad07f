/**
 * A confirmation that must outlive the screen that earned it: a form that saves and then navigates
 * hands its message here, and the next `FormStatus` to mount announces it. Module state is fine: the
 * shared package is one instance in the page.
 */
let pending: string | null = null;

export function flashStatus(message: string): void {
  pending = message;
}

export function takeFlashedStatus(): string | null {
  const message = pending;
  pending = null;
  return message;
}
