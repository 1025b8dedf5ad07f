/** A Ja/Nee choice as radio buttons beside their text, stored as 1 or 0 (SPEC section 3). */
import { YES_NO_OPTIONS } from '@portal/shared/options';
import { describedBy, useFormField } from '../hooks/use-form-field';
import { ChoiceInput } from '../plain/choice-input';
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
      <div
        role="radiogroup"
        id={field.inputId}
        className="portal-choice-group"
        aria-labelledby={field.labelId}
        aria-required={field.required || undefined}
        {...describedBy(field, extra)}
      >
        {YES_NO_OPTIONS.map((option) => (
          <ChoiceInput
            key={option.value}
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={disabled}
            onChange={() => {
              input.onChange(option.value);
              input.onBlur();
            }}
          >
            {option.label}
          </ChoiceInput>
        ))}
      </div>
    </FieldItem>
  );
}
