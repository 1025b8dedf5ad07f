/**
 * A text of several lines (a motivation, a question): the browser's own textarea in the look of the
 * one-line text box (text-input.css), growing with the rows asked for. Empty input is stored as ''.
 */
import { describedBy, useFormField } from '../hooks/use-form-field';
import { FieldItem } from './field-item';
import type { BaseFieldProps } from './field-props';
import { textInputClass } from './text-input-class';
import './text-area-field.css';

export interface TextAreaFieldProps extends BaseFieldProps {
  rows?: number;
  maxLength?: number;
  placeholder?: string;
}

export function TextAreaField({
  name,
  label,
  extra,
  disabled,
  rows = 5,
  maxLength,
  placeholder,
}: TextAreaFieldProps) {
  const field = useFormField<string>(name);
  const { input } = field;
  return (
    <FieldItem field={field} label={label} extra={extra}>
      <textarea
        id={field.inputId}
        name={name}
        rows={rows}
        className={`${textInputClass(field.errors.length > 0)} portal-text-area`}
        value={input.value ?? ''}
        onChange={(event) => input.onChange(event.target.value)}
        onBlur={() => input.onBlur()}
        onFocus={() => input.onFocus()}
        placeholder={placeholder}
        disabled={disabled}
        maxLength={maxLength}
        {...describedBy(field, extra)}
      />
    </FieldItem>
  );
}
