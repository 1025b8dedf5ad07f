/**
 * Moves keyboard focus to the first invalid field after a failed submit, also when that field only
 * appears once the form has switched to the step that holds it.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export function useFocusFirstError(container: RefObject<HTMLElement | null>, stepKey: string): () => void {
  const [request, setRequest] = useState(0);
  const pending = useRef(false);

  useEffect(() => {
    if (!pending.current) return;
    const invalid = container.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) {
      pending.current = false;
      invalid.focus();
    }
  }, [request, stepKey, container]);

  return useCallback(() => {
    pending.current = true;
    setRequest((count) => count + 1);
  }, []);
}
