/**
 * Everything a field component needs from the form: the final-form binding, stable ids for the label,
 * the input and the error text, the messages to show, and whether its rules make it required.
 * An error is shown until the user changes the field after the submit that produced it. The field's
 * state (and value) is kept while it is off screen, e.g. on another step (see `useKeptFieldState`).
 */
import { useId } from 'react';
import { useField, useForm, type FieldRenderProps, type UseFieldConfig } from 'react-final-form';
import { hasRule, rulesForField } from '../utils/field-paths';
import { errorMessages } from '../utils/submission-errors';
import { useFormRules } from './use-form-rules';
import { useKeptFieldState } from './use-kept-field-state';

/**
 * Final-form reads these only when it creates a field's state, which the kept registration does
 * first: they would be ignored, so they are not offered.
 */
type CreationOnlyConfig = 'afterSubmit' | 'beforeSubmit' | 'data' | 'formatOnBlur' | 'validateFields';
export type FormFieldConfig = Omit<UseFieldConfig, CreationOnlyConfig>;

export interface FormFieldBinding<Value> {
  input: FieldRenderProps<Value>['input'];
  meta: FieldRenderProps<Value>['meta'];
  /** For the input element (`id`) and the label (`htmlFor`). */
  inputId: string;
  labelId: string;
  errorId: string;
  errors: string[];
  /** Props that tie the input to its error text for assistive technology. */
  a11y: { 'aria-invalid': boolean | undefined; 'aria-describedby': string | undefined };
  required: boolean;
}

function fieldId(name: string, uniqueId: string): string {
  return `field-${name.replace(/[^A-Za-z0-9_-]/g, '-')}-${uniqueId.replace(/[^A-Za-z0-9_-]/g, '')}`;
}

export function useFormField<Value = unknown>(
  name: string,
  config?: FormFieldConfig,
): FormFieldBinding<Value> {
  useKeptFieldState(useForm('useFormField'), name);
  const { input, meta } = useField<Value>(name, config);
  const { rules } = useFormRules();
  const inputId = fieldId(name, useId());
  const submitErrors = meta.dirtySinceLastSubmit ? [] : errorMessages(meta.submitError);
  const errors = submitErrors.length > 0 ? submitErrors : meta.touched ? errorMessages(meta.error) : [];
  const errorId = `${inputId}-error`;
  const fieldRules = rulesForField(rules, name);
  return {
    input,
    meta,
    inputId,
    labelId: `${inputId}-label`,
    errorId,
    errors,
    a11y: {
      'aria-invalid': errors.length > 0 ? true : undefined,
      'aria-describedby': errors.length > 0 ? errorId : undefined,
    },
    required: hasRule(fieldRules, 'required') || hasRule(fieldRules, 'always_required'),
  };
}

/** The same binding showing `errors` instead (for fields that add a live check of their own). */
export function withErrors<Value>(field: FormFieldBinding<Value>, errors: string[]): FormFieldBinding<Value> {
  return {
    ...field,
    errors,
    a11y: {
      'aria-invalid': errors.length > 0 ? true : undefined,
      'aria-describedby': errors.length > 0 ? field.errorId : undefined,
    },
  };
}

/** The id of a field's hint (FieldItem's `extra`). */
export function hintIdOf(field: Pick<FormFieldBinding<unknown>, 'inputId'>): string {
  return `${field.inputId}-hint`;
}

/**
 * The input's accessibility props with its hint: aria-describedby names the hint (the format beside a
 * birth date, issue 36) and, while there are errors, the error text.
 */
export function describedBy<Value>(
  field: FormFieldBinding<Value>,
  hint: unknown,
): FormFieldBinding<Value>['a11y'] {
  const ids = [hint === undefined || hint === null ? null : hintIdOf(field), field.a11y['aria-describedby']];
  const joined = ids.filter(Boolean).join(' ');
  return { ...field.a11y, 'aria-describedby': joined || undefined };
}
