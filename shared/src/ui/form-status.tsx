/**
 * The one place a form says how it went. Both live regions are in the DOM from the first render, empty,
 * so a screen reader is listening before a message arrives (a region inserted already filled is often
 * not read). Errors go to `role="alert"`, confirmations and progress to `role="status"`.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { takeFlashedStatus } from './status-flash';

export interface FormStatusProps {
  /** A failure; read out at once. */
  error?: ReactNode;
  /** A confirmation or progress; read out when the reader is idle. */
  status?: ReactNode;
}

const isEmpty = (content: ReactNode) =>
  content === null || content === undefined || content === false || content === '';

export function FormStatus({ error, status }: FormStatusProps) {
  const [flashed, setFlashed] = useState<string | null>(null);

  // A message handed over by the previous screen arrives after mount, into the region already there.
  useEffect(() => {
    const message = takeFlashedStatus();
    if (!message) return undefined;
    const timer = setTimeout(() => setFlashed(message), 50);
    return () => clearTimeout(timer);
  }, []);

  const shownStatus = isEmpty(status) ? flashed : status;
  return (
    <div className="portal-form-status">
      <div role="alert">{isEmpty(error) ? null : <div className="portal-alert">{error}</div>}</div>
      <div role="status">
        {isEmpty(shownStatus) ? null : <div className="portal-status-message">{shownStatus}</div>}
      </div>
    </div>
  );
}
