/**
 * The one place a form says how it went. Both live regions are in the DOM from the first render, empty,
 * so a screen reader is listening before a message arrives (a region inserted already filled is often
 * not read). Errors go to `role="alert"`, confirmations and progress to `role="status"` (progress in
 * a neutral look: 'Laden...' is no success yet).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { FORM_TEXT } from './messages';
import { takeFlashedStatus } from './status-flash';

export interface FormStatusProps {
  /** A failure; read out at once. */
  error?: ReactNode;
  /** A confirmation; read out when the reader is idle. */
  status?: ReactNode;
  /** Work under way: 'Laden...' in the same status region, without the confirmation's green. */
  loading?: boolean;
}

const isEmpty = (content: ReactNode) =>
  content === null || content === undefined || content === false || content === '';

export function FormStatus({ error, status, loading = false }: FormStatusProps) {
  const [flashed, setFlashed] = useState<string | null>(null);

  // A message handed over by the previous screen arrives after mount, into the region already there.
  useEffect(() => {
    const message = takeFlashedStatus();
    if (!message) return undefined;
    const timer = setTimeout(() => setFlashed(message), 50);
    return () => clearTimeout(timer);
  }, []);

  const confirmation = isEmpty(status) ? flashed : status;
  const busy = isEmpty(confirmation) && loading;
  const shownStatus = busy ? FORM_TEXT.loading : confirmation;
  return (
    <div className="portal-form-status">
      <div role="alert">{isEmpty(error) ? null : <div className="portal-alert">{error}</div>}</div>
      <div role="status">
        {isEmpty(shownStatus) ? null : (
          <div
            className={
              busy ? 'portal-status-message portal-status-message--progress' : 'portal-status-message'
            }
          >
            {shownStatus}
          </div>
        )}
      </div>
    </div>
  );
}
