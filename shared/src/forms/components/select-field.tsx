/**
 * A select with the option list given. With `otherName`, the option 'Anders, namelijk...' is added;
 * choosing it reveals a text field for the answer, stored under `otherName` and cleared when another
 * option is chosen.
 */
import { Select } from 'antd';
import { useEffect } from 'react';
import { useForm } from 'react-final-form';
import { OTHER_OPTION, OTHER_OPTION_VALUE } from '@portal/shared/options';
import { useFormField } from '../hooks/use-form-field';
import { FORM_TEXT } from '../messages';
import type { SelectOption } from '../types';
import { FieldItem } from './field-item';
import type { BaseFieldProps } from './field-props';
import { TextField } from './text-field';

type OptionValue = SelectOption['value'];

export interface SelectFieldProps extends BaseFieldProps {
  options: readonly SelectOption[];
  placeholder?: string;
  /** Lets the user empty the choice again. */
  allowClear?: boolean;
  /** Type to filter the options (for long lists). */
  showSearch?: boolean;
  /** Field for the free-text answer; adds the option 'Anders, namelijk...'. */
  otherName?: string;
  otherLabel?: string;
  /**
   * The input purpose for autofill (e.g. 'country-name'). Without it the select says 'off': antd's own
   * default would be `new-password`, which tells browsers and assistive tools this is a password.
   */
  autoComplete?: string;
  /** Called after the user picked a value. */
  onValueChange?: (value: OptionValue | null) => void;
}

export function SelectField({
  name,
  label,
  extra,
  disabled,
  options,
  placeholder = FORM_TEXT.selectPlaceholder,
  allowClear = false,
  showSearch = false,
  otherName,
  otherLabel = FORM_TEXT.otherFieldLabel,
  autoComplete = 'off',
  onValueChange,
}: SelectFieldProps) {
  const form = useForm();
  const field = useFormField<OptionValue | null>(name);
  const { input } = field;
  const allOptions = otherName
    ? [...options, { value: OTHER_OPTION.value, label: OTHER_OPTION.label }]
    : options;
  const value = input.value === '' || input.value === undefined ? null : input.value;

  // rc-select hard-codes `autocomplete="new-password"` on its input and takes no prop for it, so the
  // attribute is corrected after each render (React leaves it alone while its own value is unchanged).
  useEffect(() => {
    const element = document.getElementById(field.inputId);
    if (element && element.getAttribute('autocomplete') !== autoComplete) {
      element.setAttribute('autocomplete', autoComplete);
    }
  });

  const change = (next: OptionValue | undefined) => {
    const stored = next ?? null;
    input.onChange(stored);
    if (otherName && stored !== OTHER_OPTION_VALUE) form.change(otherName, undefined);
    onValueChange?.(stored);
  };

  return (
    <>
      <FieldItem field={field} label={label} extra={extra}>
        <Select<OptionValue>
          id={field.inputId}
          value={value}
          onChange={change}
          onBlur={() => input.onBlur()}
          onFocus={() => input.onFocus()}
          options={allOptions.map((option) => ({ ...option }))}
          placeholder={placeholder}
          allowClear={allowClear}
          showSearch={showSearch ? { optionFilterProp: 'label' } : false}
          disabled={disabled}
          status={field.errors.length > 0 ? 'error' : undefined}
          virtual={false}
          {...field.a11y}
        />
      </FieldItem>
      {otherName && value === OTHER_OPTION_VALUE ? (
        <TextField name={otherName} label={otherLabel} disabled={disabled} />
      ) : null}
    </>
  );
}
