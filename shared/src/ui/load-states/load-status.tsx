import type { ReactNode } from 'react';
import { FormStatus } from '../form-status';
import { RELOADED } from './load-texts';
import { RetryButton } from './retry-button';
import type { Retry } from './use-retry';

export interface LoadStatusProps {
  /** What failed to load, or null: said with 'Opnieuw proberen' beside it. */
  failure: string | null;
  retry: Retry;
  /** The screen's other messages (an action's failure or confirmation), in the same live regions. */
  error?: ReactNode;
  status?: ReactNode;
}

/**
 * A screen's one status region with its load failure and 'Opnieuw proberen'. While a retry runs the
 * failure is cleared ('Laden...' instead), so the same sentence coming back is announced again.
 */
export function LoadStatus({ failure, retry, error, status }: LoadStatusProps) {
  const reloaded = retry.retried && !retry.retrying && !failure ? RELOADED : null;
  return (
    <>
      <div ref={retry.statusRef}>
        <FormStatus
          error={error ?? (retry.retrying ? null : failure)}
          status={status ?? reloaded}
          loading={retry.retrying}
        />
      </div>
      {failure ? <RetryButton retry={retry} /> : null}
    </>
  );
}
