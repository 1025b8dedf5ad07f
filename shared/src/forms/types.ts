/**
 * Types shared by the form engine's components, hooks and helpers.
 */
import type { ReactNode } from 'react';
import type { ValidationRules } from '@portal/shared/validation';

/** Field path → messages, as the shared validation and the api's 422 errors both report them. */
export type FieldErrors = Record<string, string[]>;

/** Laravel-style rules keyed by field path (`diplomas.*.date`), as `@portal/shared/validation` takes them. */
export type FormRules = ValidationRules;

export type FormValues = Record<string, unknown>;

export interface SubmitContext {
  /** True for 'Opslaan als concept'; send it to the api as `isDraft: 1 | 0` (see `isDraftVariable`). */
  isDraft: boolean;
  /** Key of the step the user is on. */
  step: string;
}

/**
 * Saves the form. Return (or throw) server validation errors to show them on their fields; an Apollo
 * error with code 422 or a `BatchMutationError` thrown from here is understood as well.
 */
export type SubmitHandler<Values extends FormValues = FormValues> = (
  values: Values,
  context: SubmitContext,
) => Promise<void | FieldErrors> | void | FieldErrors;

export interface StepRenderProps<Values extends FormValues = FormValues> {
  values: Values;
  step: string;
  stepIndex: number;
}

export interface FormStep<Values extends FormValues = FormValues> {
  /** URL segment of the step; defaults to its 1-based number ('1', '2', ...). */
  key?: string;
  title: string;
  /** Rules checked on the client before leaving this step (and, merged, on submit). */
  rules?: FormRules;
  /**
   * Whether the step holds what it needs beyond its rules (e.g. at least one diploma, kept outside
   * the form's values). A step is marked done only when its rules pass and this says so.
   */
  isComplete?: (values: Values) => boolean;
  render: (props: StepRenderProps<Values>) => ReactNode;
}

/** A stored file as the api returns it (media-fields fragment). */
export interface MediaItem {
  uuid: string;
  filename: string;
  updatedAt?: string | null;
  signedUrl?: string | null;
  customProperties?: unknown;
}

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}
