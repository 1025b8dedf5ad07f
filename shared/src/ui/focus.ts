/** Where keyboard focus goes when a form changes under the user. */

/** Focuses an element that is not focusable by itself (a heading, a summary) without adding a Tab stop. */
export function focusElement(element: HTMLElement | null | undefined): boolean {
  if (!element) return false;
  if (!element.hasAttribute('tabindex') && !element.matches('a[href], button, input, select, textarea')) {
    element.setAttribute('tabindex', '-1');
  }
  element.focus();
  return document.activeElement === element;
}

/** Focuses the first field marked invalid inside `container`; false when there is none. */
export function focusFirstInvalid(container: ParentNode | null | undefined): boolean {
  return focusElement(container?.querySelector<HTMLElement>('[aria-invalid="true"]'));
}
