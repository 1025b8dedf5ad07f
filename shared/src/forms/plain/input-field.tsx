import type { InputHTMLAttributes, ReactNode } from 'react';

export type InputFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: ReactNode;
  /** Dutch messages for this field (client checks or the api's 422 errors). */
  errors?: readonly string[];
  hint?: ReactNode;
};

/**
 * A labelled input with its errors and hint linked for screen readers. Plain HTML with the host's
 * classes keeps the guest routes free of antd.
 */
export function InputField({ id, label, errors = [], hint, ...input }: InputFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, errors.length > 0 ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="portal-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="portal-input"
        aria-invalid={errors.length > 0}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && <div id={hintId}>{hint}</div>}
      {errors.length > 0 && (
        <div id={errorId} className="portal-field-error">
          {errors.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </div>
      )}
    </div>
  );
}
