/**
 * A select for a long list the user narrows by typing (countries, educations, educators): antd's
 * Select with search. Short lists use SelectField, the browser's own select (decision 0021). With
 * `otherName`, the option 'Anders, namelijk...' is added; choosing it reveals a text field for the
 * answer, stored under `otherName` and cleared when another option is chosen.
 */
import { Select } from 'antd';
import { useEffect } from 'react';
import { useSelectBinding, type SelectOptionValue } from '../hooks/use-select-binding';
import { FORM_TEXT } from '../messages';
import { FieldItem } from './field-item';
import type { SelectFieldProps } from './select-field';
import { TextField } from './text-field';
import './search-select-field.css';
import { describedBy } from '../hooks/use-form-field';

export type SearchSelectFieldProps = SelectFieldProps;

export function SearchSelectField({
  name,
  label,
  extra,
  disabled,
  options,
  placeholder = FORM_TEXT.selectPlaceholder,
  allowClear = false,
  otherName,
  otherLabel = FORM_TEXT.otherFieldLabel,
  autoComplete = 'off',
  onValueChange,
}: SearchSelectFieldProps) {
  const select = useSelectBinding({ name, options, otherName, onValueChange });
  const { field } = select;

  // rc-select hard-codes `autocomplete="new-password"` on its input and takes no prop for it, so the
  // attribute is corrected after each render (React leaves it alone while its own value is unchanged).
  useEffect(() => {
    const element = document.getElementById(field.inputId);
    if (element && element.getAttribute('autocomplete') !== autoComplete) {
      element.setAttribute('autocomplete', autoComplete);
    }
  });

  return (
    <>
      <FieldItem field={field} label={label} extra={extra}>
        <Select<SelectOptionValue>
          id={field.inputId}
          value={select.value}
          onChange={select.change}
          onBlur={() => field.input.onBlur()}
          onFocus={() => field.input.onFocus()}
          options={select.options.map((option) => ({ ...option }))}
          placeholder={placeholder}
          allowClear={allowClear}
          showSearch={{ optionFilterProp: 'label' }}
          disabled={disabled}
          status={field.errors.length > 0 ? 'error' : undefined}
          virtual={false}
          // The field's full width, and options that wrap instead of ending in '…' (issue 36: three
          // 'Social Work, pr…' could not be told apart).
          className="portal-search-select"
          classNames={{ popup: { root: 'portal-search-select__popup' } }}
          {...describedBy(field, extra)}
        />
      </FieldItem>
      {otherName && select.otherShown ? (
        <TextField name={otherName} label={otherLabel} disabled={disabled} />
      ) : null}
    </>
  );
}
