/**
 * What both selects (the native SelectField and the searchable SearchSelectField) do with the form:
 * the stored value (null when empty), the options with 'Anders, namelijk...' when `otherName` is
 * given, and a change that clears the free-text answer once another option is chosen.
 */
import { useForm } from 'react-final-form';
import { OTHER_OPTION, OTHER_OPTION_VALUE } from '@portal/shared/options';
import type { SelectOption } from '../types';
import { useFormField, type FormFieldBinding } from './use-form-field';

export type SelectOptionValue = SelectOption['value'];

export interface SelectBindingOptions {
  name: string;
  options: readonly SelectOption[];
  /** Field for the free-text answer; adds the option 'Anders, namelijk...'. */
  otherName?: string;
  /** Called after the user picked a value. */
  onValueChange?: (value: SelectOptionValue | null) => void;
}

export interface SelectBinding {
  field: FormFieldBinding<SelectOptionValue | null>;
  value: SelectOptionValue | null;
  options: readonly SelectOption[];
  change: (next: SelectOptionValue | null | undefined) => void;
  /** The free-text answer's field is shown: 'Anders, namelijk...' is chosen. */
  otherShown: boolean;
}

export function useSelectBinding({
  name,
  options,
  otherName,
  onValueChange,
}: SelectBindingOptions): SelectBinding {
  const form = useForm();
  const field = useFormField<SelectOptionValue | null>(name);
  const { input } = field;
  const value = input.value === '' || input.value === undefined ? null : input.value;
  const change = (next: SelectOptionValue | null | undefined) => {
    const stored = next ?? null;
    input.onChange(stored);
    if (otherName && stored !== OTHER_OPTION_VALUE) form.change(otherName, undefined);
    onValueChange?.(stored);
  };
  return {
    field,
    value,
    options: otherName ? [...options, { value: OTHER_OPTION.value, label: OTHER_OPTION.label }] : options,
    change,
    otherShown: Boolean(otherName) && value === OTHER_OPTION_VALUE,
  };
}
