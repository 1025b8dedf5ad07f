/**
 * A postal code checked against the country chosen in another field (SPEC section 5: NL '1234 AB',
 * BE 4 digits, DE/ES/FR 5 digits, BQ and SR unchecked, Dutch when no country is known). The check runs
 * as soon as the user leaves the field; the step's rules (`postal_code:country`) enforce it on submit.
 */
import { Input } from 'antd';
import { useFormState } from 'react-final-form';
import { validate } from '@portal/shared/validation';
import { describedBy, useFormField, withErrors } from '../hooks/use-form-field';
import { FORM_TEXT } from '../messages';
import { FieldItem } from './field-item';
import type { BaseFieldProps } from './field-props';

export interface PostalCodeFieldProps extends Omit<BaseFieldProps, 'label'> {
  label?: BaseFieldProps['label'];
  /** Path of the country field; without it the code is checked as Dutch. */
  countryName?: string;
  placeholder?: string;
}

function liveErrors(values: object, name: string, countryName: string | undefined): string[] {
  const rule = countryName ? `postal_code:${countryName}` : 'postal_code';
  return validate(values, { [name]: rule })[name] ?? [];
}

export function PostalCodeField({
  name,
  label = FORM_TEXT.postalCode,
  extra,
  disabled,
  countryName,
  placeholder,
}: PostalCodeFieldProps) {
  const baseField = useFormField<string>(name);
  const { values } = useFormState({ subscription: { values: true } });
  const { input, meta } = baseField;
  const showLive =
    baseField.errors.length === 0 &&
    meta.touched &&
    !meta.active &&
    typeof input.value === 'string' &&
    input.value !== '';
  const field = showLive ? withErrors(baseField, liveErrors(values, name, countryName)) : baseField;
  return (
    <FieldItem field={field} label={label} extra={extra}>
      <Input
        id={field.inputId}
        name={name}
        value={input.value ?? ''}
        onChange={(event) => input.onChange(event.target.value)}
        onBlur={() => {
          const normalized = typeof input.value === 'string' ? input.value.trim().toUpperCase() : input.value;
          if (normalized !== input.value) input.onChange(normalized);
          input.onBlur();
        }}
        onFocus={() => input.onFocus()}
        placeholder={placeholder}
        disabled={disabled}
        autoComplete="postal-code"
        status={field.errors.length > 0 ? 'error' : undefined}
        {...describedBy(field, extra)}
      />
    </FieldItem>
  );
}
