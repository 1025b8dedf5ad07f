/**
 * React face of the SPEC section 4 loading state (see `createLoadingTracker`): `track` a probe or a
 * promise and render `loading`; `timedOut` tells that the probe was still busy after the last attempt.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  createLoadingTracker,
  DEFAULT_LOADING_TIMINGS,
  type LoadingProbe,
  type LoadingState,
  type LoadingTimings,
} from '../utils/loading-tracker';

export interface FormLoading extends LoadingState {
  track: (probe: LoadingProbe) => void;
  /** Tracks a promise: done when settled; errors when it rejects or `hasErrors(result)` says so. */
  trackPromise: <T>(promise: Promise<T>, hasErrors?: (result: T) => boolean) => Promise<T>;
}

export function useFormLoading(timings: LoadingTimings = DEFAULT_LOADING_TIMINGS): FormLoading {
  const [state, setState] = useState<LoadingState>({ loading: false, timedOut: false });
  const trackerRef = useRef<ReturnType<typeof createLoadingTracker> | null>(null);
  if (trackerRef.current === null) trackerRef.current = createLoadingTracker(setState, timings);

  useEffect(() => {
    const tracker = trackerRef.current;
    return () => tracker?.dispose();
  }, []);

  const track = useCallback((probe: LoadingProbe) => trackerRef.current?.track(probe), []);

  const trackPromise = useCallback(
    <T>(promise: Promise<T>, hasErrors?: (result: T) => boolean): Promise<T> => {
      let settled = false;
      let failed = false;
      track({ isLoading: () => !settled, hasErrors: () => failed });
      return promise.then(
        (result) => {
          failed = hasErrors?.(result) ?? false;
          settled = true;
          return result;
        },
        (error: unknown) => {
          failed = true;
          settled = true;
          throw error;
        },
      );
    },
    [track],
  );

  return { ...state, track, trackPromise };
}
