/**
 * The form loading state of SPEC section 4, without React: once started, a probe is polled every 50 ms
 * for at most 600 attempts; when it reports done, loading ends after 1 s, or at once when there are
 * errors (so the user sees them straight away). After the last attempt loading ends as timed out.
 */
import {
  FORM_LOADING_CLEAR_DELAY_MS,
  FORM_LOADING_MAX_ATTEMPTS,
  FORM_LOADING_POLL_MS,
} from '@portal/shared/options';

export interface LoadingProbe {
  isLoading: () => boolean;
  hasErrors?: () => boolean;
}

export interface LoadingState {
  loading: boolean;
  timedOut: boolean;
}

export interface LoadingTimings {
  pollMs: number;
  maxAttempts: number;
  clearDelayMs: number;
}

export const DEFAULT_LOADING_TIMINGS: LoadingTimings = {
  pollMs: FORM_LOADING_POLL_MS,
  maxAttempts: FORM_LOADING_MAX_ATTEMPTS,
  clearDelayMs: FORM_LOADING_CLEAR_DELAY_MS,
};

export interface LoadingTracker {
  /** Starts loading and follows `probe`; a running track is replaced. */
  track: (probe: LoadingProbe) => void;
  /** Stops every timer without a further state change (unmount). */
  dispose: () => void;
}

export function createLoadingTracker(
  onChange: (state: LoadingState) => void,
  timings: LoadingTimings = DEFAULT_LOADING_TIMINGS,
): LoadingTracker {
  let poll: ReturnType<typeof setInterval> | undefined;
  let clear: ReturnType<typeof setTimeout> | undefined;

  const stopTimers = () => {
    if (poll !== undefined) clearInterval(poll);
    if (clear !== undefined) clearTimeout(clear);
    poll = undefined;
    clear = undefined;
  };

  const track = (probe: LoadingProbe) => {
    stopTimers();
    onChange({ loading: true, timedOut: false });
    let attempts = 0;
    poll = setInterval(() => {
      attempts += 1;
      if (!probe.isLoading()) {
        stopTimers();
        if (probe.hasErrors?.()) {
          onChange({ loading: false, timedOut: false });
        } else {
          clear = setTimeout(() => {
            clear = undefined;
            onChange({ loading: false, timedOut: false });
          }, timings.clearDelayMs);
        }
      } else if (attempts >= timings.maxAttempts) {
        stopTimers();
        onChange({ loading: false, timedOut: true });
      }
    }, timings.pollMs);
  };

  return { track, dispose: stopTimers };
}
