/**
 * A one-line text input (also for e-mail, phone and web addresses). Empty input is stored as ''. The
 * browser's own input in antd's Input look (text-input.css): a form's first step then needs none of
 * antd (issue 8). Passwords have fields of their own (`@portal/shared/forms/plain`: PasswordFields).
 */
import { describedBy, useFormField } from '../hooks/use-form-field';
import { FieldItem } from './field-item';
import type { BaseFieldProps } from './field-props';
import { textInputClass } from './text-input-class';

export interface TextFieldProps extends BaseFieldProps {
  type?: 'text' | 'email' | 'tel' | 'url';
  placeholder?: string;
  readOnly?: boolean;
  maxLength?: number;
  autoComplete?: string;
  /**
   * The keyboard a phone shows: 'numeric' for a house number that has a separate addition field
   * (issue 36: Huisnummer brought up the letter keyboard). The value stays text.
   */
  inputMode?: 'text' | 'numeric';
  /** Applied to the stored value on blur, e.g. upper case for postal codes. */
  normalize?: (value: string) => string;
}

export function TextField({
  name,
  label,
  extra,
  disabled,
  type = 'text',
  placeholder,
  readOnly,
  maxLength,
  autoComplete,
  inputMode,
  normalize,
}: TextFieldProps) {
  const field = useFormField<string>(name);
  const { input } = field;
  return (
    <FieldItem field={field} label={label} extra={extra}>
      <input
        id={field.inputId}
        name={name}
        type={type}
        className={textInputClass(field.errors.length > 0)}
        value={input.value ?? ''}
        onChange={(event) => input.onChange(event.target.value)}
        onBlur={() => {
          if (normalize && typeof input.value === 'string') {
            const normalized = normalize(input.value);
            if (normalized !== input.value) input.onChange(normalized);
          }
          input.onBlur();
        }}
        onFocus={() => input.onFocus()}
        placeholder={placeholder}
        readOnly={readOnly}
        disabled={disabled}
        maxLength={maxLength}
        autoComplete={autoComplete}
        inputMode={inputMode}
        {...describedBy(field, extra)}
      />
    </FieldItem>
  );
}
