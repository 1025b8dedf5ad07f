/**
 * The two internal errors of the form engine (SPEC section 8). Their messages are fixed so logs and
 * error reporting can group them; the user sees the Dutch texts of `FORM_TEXT` instead.
 */
import { INTERNAL_BATCH_ERROR, INTERNAL_VALIDATION_ERROR } from '../messages';
import type { FieldErrors } from '../types';

export class FormValidationError extends Error {
  override readonly name = 'FormValidationError';
  readonly errors: FieldErrors;

  constructor(errors: FieldErrors) {
    super(INTERNAL_VALIDATION_ERROR);
    this.errors = errors;
  }
}

export class BatchMutationError extends Error {
  override readonly name = 'BatchMutationError';
  /** Label of the group that failed; later groups were not sent. */
  readonly label: string;
  /** What the failing mutations returned or threw (GraphQL errors, Apollo errors, ...). */
  readonly errors: readonly unknown[];

  constructor(label: string, errors: readonly unknown[]) {
    super(INTERNAL_BATCH_ERROR);
    this.label = label;
    this.errors = errors;
  }
}
