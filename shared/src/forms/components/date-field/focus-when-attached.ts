/**
 * Focuses an element of a popup now, or on the next tick when the popup's container is not attached
 * to the document yet (antd dialogs attach their portal after the first effects). Returns a cleanup.
 */
export function focusWhenAttached(container: HTMLElement | null, selector: string): () => void {
  const focus = () => container?.querySelector<HTMLElement>(selector)?.focus();
  if (container?.isConnected) {
    focus();
    return () => undefined;
  }
  const timer = setTimeout(focus, 0);
  return () => clearTimeout(timer);
}
