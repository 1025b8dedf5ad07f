/**
 * The final-form `onSubmit` of the multi-step form. One handler serves the three ways to leave a step:
 * - 'next': the step's rules are checked, then the next step is shown (saved first with `saveOnNext`);
 * - 'draft': every step's rules in draft mode (required rules dropped for empty fields), then saved;
 * - 'submit': every step's rules, then saved.
 * Failures come back as submission errors on their fields, on the step that holds them.
 */
import { useCallback, useRef, type MutableRefObject } from 'react';
import { FORM_ERROR, type FormApi } from 'final-form';
import { validate } from '@portal/shared/validation';
import { FORM_TEXT } from '../messages';
import type { FieldErrors, FormStep, FormValues, SubmitHandler } from '../types';
import { mergeRules } from '../utils/field-paths';
import { BatchMutationError, FormValidationError } from '../utils/form-errors';
import { serverValidationErrors } from '../utils/server-validation-errors';
import { locateErrors } from '../utils/step-errors';
import { toSubmissionErrors, type SubmissionErrors } from '../utils/submission-errors';
import type { FormLoading } from './use-form-loading';
import { shownFields } from './use-kept-field-state';
import type { StepNavigation } from './use-step-navigation';

export type SubmitIntent = 'next' | 'draft' | 'submit';

export interface StepSubmitOptions<Values extends FormValues> {
  steps: readonly FormStep<Values>[];
  navigation: StepNavigation;
  onSubmit: SubmitHandler<Values>;
  onSaveDraft?: SubmitHandler<Values>;
  saveOnNext: boolean;
  today?: string;
  serverErrorPrefix?: string;
  loading: FormLoading;
  onError?: (error: Error) => void;
  onSaved: (intent: SubmitIntent) => void;
  /** Called just before the form moves on to the next step, so that step's heading can take focus. */
  onAdvance?: () => void;
}

export interface StepSubmit<Values extends FormValues> {
  /** Set before `form.submit()` by a button; read (and reset) by the handler. */
  intentRef: MutableRefObject<SubmitIntent | null>;
  handleSubmit: (values: Values, form: FormApi<Values>) => Promise<SubmissionErrors | undefined>;
}

function hasErrors(errors: FieldErrors | void | undefined): errors is FieldErrors {
  return !!errors && Object.values(errors).some((messages) => messages.length > 0);
}

export function useStepSubmit<Values extends FormValues>(
  options: StepSubmitOptions<Values>,
): StepSubmit<Values> {
  const intentRef = useRef<SubmitIntent | null>(null);
  const latest = useRef(options);
  latest.current = options;

  const handleSubmit = useCallback(async (values: Values, form: FormApi<Values>) => {
    const {
      steps,
      navigation,
      onSubmit,
      onSaveDraft,
      saveOnNext,
      today,
      serverErrorPrefix,
      loading,
      onError,
      onSaved,
      onAdvance,
    } = latest.current;
    const intent = intentRef.current ?? (navigation.isLast ? 'submit' : 'next');
    intentRef.current = null;
    const stepRules = steps.map((step) => step.rules);

    const fail = (errors: FieldErrors, formError: string) => {
      const located = locateErrors(errors, stepRules, navigation.index, shownFields(form));
      if (located.stepIndex !== navigation.index) navigation.goTo(located.stepIndex);
      const messages = [formError, ...located.unplacedMessages];
      return { ...toSubmissionErrors(errors), [FORM_ERROR]: messages };
    };

    const rules = intent === 'next' ? (stepRules[navigation.index] ?? {}) : mergeRules(stepRules);
    const clientErrors = validate(values, rules, { draft: intent === 'draft', today });
    if (hasErrors(clientErrors)) {
      onError?.(new FormValidationError(clientErrors));
      return fail(clientErrors, FORM_TEXT.validationFailed);
    }
    if (intent === 'next' && !saveOnNext) {
      onAdvance?.();
      navigation.goTo(navigation.index + 1);
      return undefined;
    }

    const handler = intent === 'draft' ? (onSaveDraft ?? onSubmit) : onSubmit;
    try {
      const saving = Promise.resolve(handler(values, { isDraft: intent !== 'submit', step: navigation.key }));
      const serverErrors = await loading.trackPromise(saving, (result) => hasErrors(result));
      if (hasErrors(serverErrors)) return fail(serverErrors, FORM_TEXT.validationFailed);
    } catch (error) {
      const fieldErrors = serverValidationErrors(error, { stripPrefix: serverErrorPrefix });
      const isBatchError = error instanceof BatchMutationError;
      if (isBatchError || !hasErrors(fieldErrors)) {
        onError?.(error instanceof Error ? error : new Error(String(error)));
      }
      const message = isBatchError
        ? FORM_TEXT.batchFailed
        : hasErrors(fieldErrors)
          ? FORM_TEXT.validationFailed
          : FORM_TEXT.saveFailed;
      return fail(fieldErrors, message);
    }

    onSaved(intent);
    if (intent === 'next') {
      onAdvance?.();
      navigation.goTo(navigation.index + 1);
    }
    return undefined;
  }, []);

  return { intentRef, handleSubmit };
}
