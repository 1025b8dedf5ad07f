/**
 * A single checkbox named by the text beside it (`label`); `title` optionally goes above it.
 * Stores true/false unless other values are given (e.g. 1 and 0). The text may hold links (a
 * declaration naming the privacy statement links to it).
 */
import type { ReactNode } from 'react';
import { describedBy, useFormField } from '../hooks/use-form-field';
import { ChoiceInput } from '../plain/choice-input';
import { FieldItem } from './field-item';
import type { BaseFieldProps } from './field-props';

export interface CheckboxFieldProps extends BaseFieldProps {
  title?: ReactNode;
  checkedValue?: unknown;
  uncheckedValue?: unknown;
}

export function CheckboxField({
  name,
  label,
  title,
  extra,
  disabled,
  checkedValue = true,
  uncheckedValue = false,
}: CheckboxFieldProps) {
  const field = useFormField<unknown>(name);
  const { input } = field;
  return (
    <FieldItem field={field} label={title} extra={extra} group>
      <ChoiceInput
        type="checkbox"
        id={field.inputId}
        name={name}
        checked={input.value === checkedValue}
        onChange={(event) => {
          input.onChange(event.target.checked ? checkedValue : uncheckedValue);
          input.onBlur();
        }}
        disabled={disabled}
        aria-required={field.required || undefined}
        {...describedBy(field, extra)}
      >
        {label}
        {field.required && title === undefined ? <span aria-hidden="true"> *</span> : null}
      </ChoiceInput>
    </FieldItem>
  );
}
