/**
 * A text of several lines (a course's description, programme, trainers) in the text box look of the
 * form engine's TextField (its portal-text-input class), tied to its label, error and hint.
 */
import { FieldItem, useFormField, type BaseFieldProps } from '@portal/shared/forms';
import './text-area-field.css';

export interface TextAreaFieldProps extends BaseFieldProps {
  rows?: number;
}

export function TextAreaField({ name, label, extra, disabled, rows = 5 }: TextAreaFieldProps) {
  const field = useFormField<string>(name);
  const { input } = field;
  const hintId = extra === undefined ? null : `${field.inputId}-hint`;
  const describedBy = [hintId, field.a11y['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <FieldItem field={field} label={label} extra={extra}>
      <textarea
        id={field.inputId}
        name={name}
        rows={rows}
        className={
          field.errors.length > 0
            ? 'portal-text-input portal-text-area portal-text-input--error'
            : 'portal-text-input portal-text-area'
        }
        value={input.value ?? ''}
        onChange={(event) => input.onChange(event.target.value)}
        onBlur={() => input.onBlur()}
        onFocus={() => input.onFocus()}
        disabled={disabled}
        aria-required={field.required || undefined}
        aria-invalid={field.a11y['aria-invalid']}
        aria-describedby={describedBy}
      />
    </FieldItem>
  );
}
