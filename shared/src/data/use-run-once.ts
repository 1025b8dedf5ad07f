import { useEffect, useRef } from 'react';

/**
 * Runs an action once per mount, also under React's strict mode double effects: actions such as
 * verifying an e-mail link or signing in with a one-time token must not be sent twice.
 */
export function useRunOnce(action: () => void | Promise<void>) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void action();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately once per mount
  }, []);
}
