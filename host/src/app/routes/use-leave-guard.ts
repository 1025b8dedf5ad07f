import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from '@portal/shared/router';
import type { BlockLeaving, LeaveRequest } from '@portal/shared/contract';

/**
 * The host's half of `navigation.blockLeaving`: a screen of a remote (its own React root, outside the
 * data router's context) registers what it would lose, and react-router's blocker holds every navigation
 * it names: links, the menu and drawer, the back button. The screen asks the user and answers with
 * `leave` (proceed) or `stay` (reset). One screen at a time holds the guard.
 */
export function useLeaveGuard(): BlockLeaving {
  const request = useRef<LeaveRequest | null>(null);
  const blocker = useBlocker(
    useCallback(
      ({
        currentLocation,
        nextLocation,
      }: {
        currentLocation: { pathname: string };
        nextLocation: { pathname: string };
      }) =>
        request.current !== null &&
        nextLocation.pathname !== currentLocation.pathname &&
        request.current.shouldBlock(nextLocation.pathname),
      [],
    ),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (!request.current) {
      blocker.proceed();
      return;
    }
    request.current.onBlocked({ leave: () => blocker.proceed(), stay: () => blocker.reset() });
  }, [blocker]);

  return useCallback((next: LeaveRequest) => {
    request.current = next;
    return () => {
      if (request.current === next) request.current = null;
    };
  }, []);
}
