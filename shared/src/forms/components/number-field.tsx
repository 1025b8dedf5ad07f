/** A number input with a Dutch decimal comma; an empty input is stored as null. */
import { InputNumber } from 'antd';
import { useFormField } from '../hooks/use-form-field';
import { FieldItem } from './field-item';
import type { BaseFieldProps } from './field-props';

export interface NumberFieldProps extends BaseFieldProps {
  min?: number;
  max?: number;
  step?: number;
  /** Digits after the comma; 0 for whole numbers. */
  precision?: number;
  placeholder?: string;
  readOnly?: boolean;
}

export function NumberField({
  name,
  label,
  extra,
  disabled,
  min,
  max,
  step,
  precision,
  placeholder,
  readOnly,
}: NumberFieldProps) {
  const field = useFormField<number | null>(name);
  const { input } = field;
  return (
    <FieldItem field={field} label={label} extra={extra}>
      <InputNumber<number>
        id={field.inputId}
        name={name}
        value={typeof input.value === 'number' ? input.value : null}
        onChange={(value) => input.onChange(value ?? null)}
        onBlur={() => input.onBlur()}
        onFocus={() => input.onFocus()}
        min={min}
        max={max}
        step={step}
        precision={precision}
        decimalSeparator=","
        placeholder={placeholder}
        readOnly={readOnly}
        disabled={disabled}
        status={field.errors.length > 0 ? 'error' : undefined}
        style={{ width: '100%' }}
        {...field.a11y}
      />
    </FieldItem>
  );
}
