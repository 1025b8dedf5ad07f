import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { focusElement } from './focus';

/**
 * Moves focus to an element after the next render: for actions that remove the focused control
 * (a form replaced by its answer, a button replaced by a confirmation, a removed list item), so
 * keyboard and screen-reader users continue from a sensible place (WCAG 2.4.3). `request()` asks for
 * it; the element is whatever `ref` is on once the change has rendered, so the request can be made in
 * the same handler that causes the change. A heading or a status gets `tabindex="-1"` (no Tab stop).
 */
export function useFocusRequest<T extends HTMLElement>(): [RefObject<T | null>, () => void] {
  const ref = useRef<T | null>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) focusElement(ref.current);
  }, [requests]);
  const request = useCallback(() => setRequests((count) => count + 1), []);
  return [ref, request];
}
