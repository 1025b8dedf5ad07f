/**
 * The layout around every field: the label tied to the input, a required mark that follows the rules,
 * the error messages (with the id the input's aria-describedby points at) and an optional hint. Plain
 * HTML in antd's vertical Form.Item look (field-item.css): Form.Item brought antd's own form store
 * (rc-field-form, async-validator) and Tooltip onto every form's first screen, about 20 KiB the form
 * engine does not use (it is final-form; issue 8). Inputs show their error state themselves (`status`).
 */
import type { ReactNode } from 'react';
import { hintIdOf, type FormFieldBinding } from '../hooks/use-form-field';
import './field-item.css';

export interface FieldItemProps {
  field: Pick<FormFieldBinding<unknown>, 'inputId' | 'labelId' | 'errorId' | 'errors' | 'required'>;
  label?: ReactNode;
  /** Help text below the input; the input names it in aria-describedby (`describedBy`). */
  extra?: ReactNode;
  /** Groups (radio buttons) are named through aria-labelledby, not through a label's `for`. */
  group?: boolean;
  children: ReactNode;
}

export function FieldItem({ field, label, extra, group = false, children }: FieldItemProps) {
  const hasErrors = field.errors.length > 0;
  const labelClass = field.required
    ? 'portal-field__label-text portal-field__required'
    : 'portal-field__label-text';
  const labelText = <span id={field.labelId}>{label}</span>;
  return (
    <div className={hasErrors ? 'portal-field portal-field--error' : 'portal-field'}>
      {label === undefined ? null : (
        <div className="portal-field__label">
          {group ? (
            <span className={labelClass}>{labelText}</span>
          ) : (
            <label htmlFor={field.inputId} className={labelClass}>
              {labelText}
            </label>
          )}
        </div>
      )}
      {children}
      {hasErrors ? (
        <div id={field.errorId} className="portal-field__errors">
          {field.errors.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </div>
      ) : null}
      {extra === undefined || extra === null ? null : (
        <div id={hintIdOf(field)} className="portal-field__extra">
          {extra}
        </div>
      )}
    </div>
  );
}
