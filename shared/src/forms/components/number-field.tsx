/**
 * A number input: a plain text box with the phone's number keypad (`inputmode`), a Dutch decimal
 * comma, and an empty input stored as null. What is typed is kept as typed until it reads as a
 * number, so 'dertig' or '-5' reach the shared validation (and its Dutch message) instead of being
 * dropped or clamped to an empty value or 0 by the control (issue 36). The bounds are the rules'
 * (`numeric|min:0|max:60`), the one copy client and server share.
 */
import { useState } from 'react';
import { describedBy, useFormField } from '../hooks/use-form-field';
import { FieldItem } from './field-item';
import type { BaseFieldProps } from './field-props';
import { textInputClass } from './text-input-class';

export interface NumberFieldProps extends BaseFieldProps {
  /** Digits after the comma; 0 for whole numbers (the keypad then has no comma). */
  precision?: number;
  placeholder?: string;
  readOnly?: boolean;
}

const NUMBER_TEXT = /^-?\d+([.,]\d+)?$/;

/** The number a text stands for ('12,5' is 12.5), or the text itself when it is none. */
export function numberOrText(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return NUMBER_TEXT.test(trimmed) ? Number(trimmed.replace(',', '.')) : text;
}

const shownText = (value: unknown): string =>
  typeof value === 'number' ? String(value).replace('.', ',') : typeof value === 'string' ? value : '';

export function NumberField({
  name,
  label,
  extra,
  disabled,
  precision,
  placeholder,
  readOnly,
}: NumberFieldProps) {
  const field = useFormField<number | string | null>(name);
  const { input } = field;
  // While typing, the text as typed ('12,' on its way to '12,5'); otherwise the stored value.
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <FieldItem field={field} label={label} extra={extra}>
      <input
        id={field.inputId}
        name={name}
        type="text"
        inputMode={precision === 0 ? 'numeric' : 'decimal'}
        autoComplete="off"
        className={textInputClass(field.errors.length > 0)}
        value={typed ?? shownText(input.value)}
        onChange={(event) => {
          setTyped(event.target.value);
          input.onChange(numberOrText(event.target.value));
        }}
        onBlur={() => {
          setTyped(null);
          input.onBlur();
        }}
        onFocus={() => input.onFocus()}
        placeholder={placeholder}
        readOnly={readOnly}
        disabled={disabled}
        {...describedBy(field, extra)}
      />
    </FieldItem>
  );
}
