import { useCallback, useState, type RefObject } from 'react';
import { useFocusRequest } from '../use-focus-request';

export interface Retry {
  /** Reads again what failed; the button shows it is busy meanwhile. */
  run: () => Promise<void>;
  retrying: boolean;
  /** A retry has finished (either way): its outcome is said in the status. */
  retried: boolean;
  /** On the element around the status, which takes focus when a retry has finished. */
  statusRef: RefObject<HTMLDivElement | null>;
}

/**
 * 'Opnieuw proberen' for a failed read. When it finishes focus goes to the status that says how it
 * went: the button may be gone with the failure, and a screen-reader user hears the outcome either way.
 */
export function useRetry(read: () => Promise<unknown> | void): Retry {
  const [retrying, setRetrying] = useState(false);
  const [retried, setRetried] = useState(false);
  const [statusRef, focusStatus] = useFocusRequest<HTMLDivElement>();
  const run = useCallback(async () => {
    setRetrying(true);
    try {
      await read();
    } finally {
      setRetrying(false);
      setRetried(true);
      focusStatus();
    }
  }, [read, focusStatus]);
  return { run, retrying, retried, statusRef };
}
