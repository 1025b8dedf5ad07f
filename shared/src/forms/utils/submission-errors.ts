/**
 * Converts flat field errors (`{ 'diplomas.0.date': ['...'] }`) into final-form's nested submission errors
 * and reads them back for one field. A field that holds other fields' errors as well (an array field with
 * its own message) keeps its own messages under final-form's ARRAY_ERROR key.
 */
import { ARRAY_ERROR, FORM_ERROR, getIn, setIn } from 'final-form';
import type { FieldErrors } from '../types';

export type SubmissionErrors = Record<string, unknown>;

function isContainer(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !isMessageList(value);
}

function isMessageList(value: unknown): value is string[] {
  return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string');
}

export function toSubmissionErrors(errors: FieldErrors, formError?: string): SubmissionErrors {
  const paths = Object.keys(errors).filter((path) => (errors[path]?.length ?? 0) > 0);
  const isParent = (path: string) => paths.some((other) => other.startsWith(`${path}.`));
  let nested: SubmissionErrors = {};
  for (const path of paths.filter((candidate) => !isParent(candidate))) {
    nested = setIn(nested, path, errors[path]) as SubmissionErrors;
  }
  for (const path of paths.filter(isParent)) {
    const container = getIn(nested, path);
    if (isContainer(container)) container[ARRAY_ERROR] = errors[path];
  }
  if (formError) nested[FORM_ERROR] = formError;
  return nested;
}

/** The messages of one field from final-form's `meta.submitError` (or `meta.error`). */
export function errorMessages(error: unknown): string[] {
  if (typeof error === 'string') return error ? [error] : [];
  if (isMessageList(error)) return error;
  if (isContainer(error)) return errorMessages(error[ARRAY_ERROR]);
  return [];
}
