/** A Ja/Nee choice as radio buttons, stored as 1 or 0 (SPEC section 3). */
import { Radio } from 'antd';
import { YES_NO_OPTIONS } from '@portal/shared/options';
import { useFormField } from '../hooks/use-form-field';
import { FieldItem } from './field-item';
import type { BaseFieldProps } from './field-props';

export type YesNoFieldProps = BaseFieldProps;

export function YesNoField({ name, label, extra, disabled }: YesNoFieldProps) {
  const field = useFormField<unknown>(name);
  const { input } = field;
  // Values loaded from the api may come as booleans or strings; show them as the matching choice.
  const raw = input.value;
  const value = raw === '' || raw === null || raw === undefined ? undefined : Number(raw);
  return (
    <FieldItem field={field} label={label} extra={extra} group>
      <Radio.Group
        id={field.inputId}
        name={name}
        value={value}
        onChange={(event) => {
          input.onChange(Number(event.target.value));
          input.onBlur();
        }}
        disabled={disabled}
        aria-labelledby={field.labelId}
        aria-required={field.required || undefined}
        {...field.a11y}
      >
        {YES_NO_OPTIONS.map((option) => (
          <Radio key={option.value} value={option.value}>
            {option.label}
          </Radio>
        ))}
      </Radio.Group>
    </FieldItem>
  );
}
