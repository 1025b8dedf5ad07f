/**
 * Several choices as checkboxes (a list of values) or radio buttons (one value), named by the group's
 * label, in the portal's own choice look (as YesNoField): the chambers, the course's form and its
 * validity. Unticking every box stores nothing, so a draft may leave the group empty.
 */
import {
  ChoiceInput,
  FieldItem,
  useFormField,
  type BaseFieldProps,
  type SelectOption,
} from '@portal/shared/forms';

export interface ChoiceGroupFieldProps extends BaseFieldProps {
  options: readonly SelectOption[];
  multiple?: boolean;
}

export function ChoiceGroupField({
  name,
  label,
  extra,
  disabled,
  options,
  multiple = false,
}: ChoiceGroupFieldProps) {
  const field = useFormField<unknown>(name);
  const { input } = field;
  const chosen = Array.isArray(input.value) ? (input.value as string[]) : [];
  const hintId = extra === undefined ? null : `${field.inputId}-hint`;
  const describedBy = [hintId, field.a11y['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <FieldItem field={field} label={label} extra={extra} group>
      <div
        role={multiple ? 'group' : 'radiogroup'}
        id={field.inputId}
        className="portal-choice-group"
        aria-labelledby={field.labelId}
        aria-required={multiple ? undefined : field.required || undefined}
        aria-invalid={field.a11y['aria-invalid']}
        aria-describedby={describedBy}
      >
        {options.map((option) => {
          const value = String(option.value);
          const checked = multiple ? chosen.includes(value) : String(input.value ?? '') === value;
          return (
            <ChoiceInput
              key={value}
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={value}
              checked={checked}
              disabled={disabled || option.disabled}
              onChange={(event) => {
                if (multiple) {
                  const next = event.target.checked
                    ? [...chosen, value]
                    : chosen.filter((item) => item !== value);
                  input.onChange(next.length > 0 ? next : undefined);
                } else {
                  input.onChange(value);
                }
                input.onBlur();
              }}
            >
              {option.label}
            </ChoiceInput>
          );
        })}
      </div>
    </FieldItem>
  );
}
