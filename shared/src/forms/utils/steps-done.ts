/**
 * Which steps before the current one are done: their rules pass in full (not as a draft) and they hold
 * what else they need (`isComplete`). Passing a step is not enough: a step left with 'dertig' hours or
 * without a diploma is not marked done (issue 36).
 */
import { validate } from '@portal/shared/validation';
import type { FormStep, FormValues } from '../types';

export function stepsDone<Values extends FormValues>(
  steps: readonly FormStep<Values>[],
  values: Values,
  currentIndex: number,
  today: string | undefined,
): boolean[] {
  return steps.map((step, index) => {
    // Only earlier steps are marked; validating the rest on every keystroke would be wasted work.
    if (index >= currentIndex) return false;
    const errors = validate(values, step.rules ?? {}, { today });
    return Object.keys(errors).length === 0 && (step.isComplete?.(values) ?? true);
  });
}
