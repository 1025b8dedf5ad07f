/** A one-line text input (also for e-mail, phone and password). Empty input is stored as ''. */
import { Input } from 'antd';
import { useFormField } from '../hooks/use-form-field';
import { FieldItem } from './field-item';
import type { BaseFieldProps } from './field-props';

export interface TextFieldProps extends BaseFieldProps {
  type?: 'text' | 'email' | 'tel' | 'password' | 'url';
  placeholder?: string;
  readOnly?: boolean;
  maxLength?: number;
  autoComplete?: string;
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
  normalize,
}: TextFieldProps) {
  const field = useFormField<string>(name);
  const { input } = field;
  const InputComponent = type === 'password' ? Input.Password : Input;
  return (
    <FieldItem field={field} label={label} extra={extra}>
      <InputComponent
        id={field.inputId}
        name={name}
        type={type === 'password' ? undefined : type}
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
        status={field.errors.length > 0 ? 'error' : undefined}
        {...field.a11y}
      />
    </FieldItem>
  );
}
