import { PlainButtonSpinner, plainButtonClass } from '../plain-button';
import { RETRY } from './load-texts';
import type { Retry } from './use-retry';

/**
 * 'Opnieuw proberen' after a failed read, as plain HTML in antd's default Button look: it sits on
 * screens that load no antd (the overview, issue 8). While the retry runs it stays focusable and
 * says it is busy; a second press does nothing, as antd's loading button.
 */
export function RetryButton({ retry }: { retry: Retry }) {
  return (
    <button
      type="button"
      className={plainButtonClass()}
      aria-busy={retry.retrying}
      onClick={() => {
        if (!retry.retrying) void retry.run();
      }}
    >
      {retry.retrying ? <PlainButtonSpinner /> : null}
      {RETRY}
    </button>
  );
}
