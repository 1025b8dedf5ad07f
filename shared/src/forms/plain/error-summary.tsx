/**
 * The error summary of NL Design System's form guidance: after a failed submit it takes focus, names
 * how many fields need attention and links each message to its field. Links move focus themselves,
 * so the host's router never sees a hash change.
 */
import { useEffect, useRef } from 'react';
import { focusElement } from './focus';

export interface SummaryError {
  /** The id of the input the message belongs to. */
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  title: string;
  errors: readonly SummaryError[];
  /** Changes on every failed submit, so a second failure takes focus again. */
  focusKey: number;
}

export function ErrorSummary({ title, errors, focusKey }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;

  useEffect(() => {
    if (shown && focusKey > 0) focusElement(ref.current);
  }, [focusKey, shown]);

  if (!shown) return null;
  return (
    <div
      ref={ref}
      className="portal-alert portal-error-summary"
      tabIndex={-1}
      aria-labelledby="error-summary-title"
    >
      <h2 id="error-summary-title" className="portal-error-summary-title">
        {title}
      </h2>
      <ul>
        {errors.map((error) => (
          <li key={`${error.fieldId}:${error.message}`}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => {
                event.preventDefault();
                focusElement(document.getElementById(error.fieldId));
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
