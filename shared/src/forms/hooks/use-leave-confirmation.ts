/**
 * Registers a form's unsaved changes with the host's router (`navigation.blockLeaving`, react-router's
 * blocker) and holds the question while a navigation waits: `pending` until the user answers.
 */
import { useEffect, useRef, useState } from 'react';
import type { BlockLeaving } from '@portal/shared/contract';

export interface LeaveAnswer {
  leave: () => void;
  stay: () => void;
}

export function useLeaveConfirmation(
  blockLeaving: BlockLeaving | undefined,
  shouldBlock: (pathname: string) => boolean,
): LeaveAnswer | null {
  const [pending, setPending] = useState<LeaveAnswer | null>(null);
  const latest = useRef(shouldBlock);
  latest.current = shouldBlock;

  useEffect(() => {
    if (!blockLeaving) return undefined;
    return blockLeaving({
      shouldBlock: (pathname) => latest.current(pathname),
      onBlocked: ({ leave, stay }) =>
        setPending({
          leave: () => {
            setPending(null);
            leave();
          },
          stay: () => {
            setPending(null);
            stay();
          },
        }),
    });
  }, [blockLeaving]);

  return pending;
}
