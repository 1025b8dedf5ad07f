import type { InputHTMLAttributes } from 'react';

type LoginFieldProps = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string };

/** A labelled input with its error linked for screen readers; plain HTML keeps the login route light. */
export function LoginField({ id, label, error, ...input }: LoginFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="portal-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="portal-input"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <div id={errorId} className="portal-field-error">
          {error}
        </div>
      )}
    </div>
  );
}
