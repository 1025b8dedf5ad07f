/**
 * For forms without steps: `focusInvalid()` after a failed check moves focus to the first field marked
 * invalid once React has rendered the messages, so the field's error is read with its label.
 */
import { useRef } from 'react';
import { useFocusFirstError } from '../hooks/use-focus-first-error';

export function useInvalidFieldFocus<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const focusInvalid = useFocusFirstError(ref, '');
  return { ref, focusInvalid };
}
