/**
 * The layout around every field: the label tied to the input, a required mark that follows the rules,
 * the error messages (with the id the input's aria-describedby points at) and an optional hint.
 */
import { Form } from 'antd';
import type { ReactNode } from 'react';
import type { FormFieldBinding } from '../hooks/use-form-field';

export interface FieldItemProps {
  field: Pick<FormFieldBinding<unknown>, 'inputId' | 'labelId' | 'errorId' | 'errors' | 'required'>;
  label?: ReactNode;
  /** Help text below the input. */
  extra?: ReactNode;
  /** Groups (radio buttons) are named through aria-labelledby, not through a label's `for`. */
  group?: boolean;
  children: ReactNode;
}

export function FieldItem({ field, label, extra, group = false, children }: FieldItemProps) {
  const hasErrors = field.errors.length > 0;
  return (
    <Form.Item
      layout="vertical"
      label={label === undefined ? undefined : <span id={field.labelId}>{label}</span>}
      htmlFor={group ? undefined : field.inputId}
      required={label === undefined ? undefined : field.required}
      validateStatus={hasErrors ? 'error' : undefined}
      help={
        hasErrors ? (
          <span id={field.errorId}>
            {field.errors.map((message) => (
              <span key={message} style={{ display: 'block' }}>
                {message}
              </span>
            ))}
          </span>
        ) : undefined
      }
      extra={extra}
    >
      {children}
    </Form.Item>
  );
}
