/**
 * A select with the option list given, as the browser's own select (decision 0021): on a phone it
 * opens the system's picker, every browser and screen reader knows it, and it needs no widget code.
 * For a long list the user narrows by typing, use SearchSelectField. With `otherName`, the option
 * 'Anders, namelijk...' is added; choosing it reveals a text field for the answer, stored under
 * `otherName` and cleared when another option is chosen.
 */
import { useSelectBinding } from '../hooks/use-select-binding';
import { FORM_TEXT } from '../messages';
import type { SelectOption } from '../types';
import { FieldItem } from './field-item';
import type { BaseFieldProps } from './field-props';
import { TextField } from './text-field';
import './select-field.css';
import { describedBy } from '../hooks/use-form-field';

export interface SelectFieldProps extends BaseFieldProps {
  options: readonly SelectOption[];
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** Lets the user empty the choice again (the placeholder is then an option). */
  allowClear?: boolean;
  /** Field for the free-text answer; adds the option 'Anders, namelijk...'. */
  otherName?: string;
  otherLabel?: string;
  /** The input purpose for autofill (e.g. 'country-name'). */
  autoComplete?: string;
  /** Called after the user picked a value. */
  onValueChange?: (value: SelectOption['value'] | null) => void;
}

/** The options are told apart by their place in the list: values may be numbers, a select's are text. */
const EMPTY = '';

export function SelectField({
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
}: SelectFieldProps) {
  const select = useSelectBinding({ name, options, otherName, onValueChange });
  const { field } = select;
  const chosen = select.options.findIndex((option) => option.value === select.value);
  const className = [
    'portal-select',
    chosen < 0 ? 'portal-select--empty' : '',
    field.errors.length > 0 ? 'portal-select--error' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <FieldItem field={field} label={label} extra={extra}>
        <select
          id={field.inputId}
          name={name}
          className={className}
          value={chosen < 0 ? EMPTY : String(chosen)}
          onChange={(event) =>
            select.change(
              event.target.value === EMPTY ? null : select.options[Number(event.target.value)]?.value,
            )
          }
          onBlur={() => field.input.onBlur()}
          onFocus={() => field.input.onFocus()}
          disabled={disabled}
          autoComplete={autoComplete}
          {...describedBy(field, extra)}
        >
          {/* Without a choice the placeholder shows; it can be chosen again only when the field may be emptied. */}
          <option value={EMPTY} disabled={!allowClear}>
            {placeholder}
          </option>
          {select.options.map((option, index) => (
            <option key={String(option.value)} value={String(index)} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      </FieldItem>
      {otherName && select.otherShown ? (
        <TextField name={otherName} label={otherLabel} disabled={disabled} />
      ) : null}
    </>
  );
}
