/**
 * The current step of a multi-step form. The step lives in the URL, owned by the host's router: pass
 * `step` and `onStepChange` (which navigates). Without `step` the form keeps the step itself.
 */
import { useCallback, useState } from 'react';

export interface StepNavigation {
  keys: string[];
  index: number;
  key: string;
  isFirst: boolean;
  isLast: boolean;
  goTo: (index: number) => void;
}

export function stepKeys(steps: readonly { key?: string }[]): string[] {
  return steps.map((step, index) => step.key ?? String(index + 1));
}

/**
 * The place of `step` among a form's step keys: an unknown or absent step in the URL is the first
 * rather than nothing. The one rule for the form and for a placeholder that shows its heading first.
 */
export function stepIndexOf(keys: readonly string[], step: string | undefined): number {
  return Math.max(0, keys.indexOf(step ?? ''));
}

export function useStepNavigation(
  steps: readonly { key?: string }[],
  step: string | undefined,
  onStepChange: ((step: string) => void) | undefined,
): StepNavigation {
  const keys = stepKeys(steps);
  const [ownStep, setOwnStep] = useState(keys[0] ?? '');
  const requested = step ?? ownStep;
  const index = stepIndexOf(keys, requested);
  const key = keys[index] ?? '';
  const keysId = keys.join('\n');

  const goTo = useCallback(
    (target: number) => {
      const targetKey = keysId.split('\n')[target];
      if (targetKey === undefined) return;
      if (step === undefined) setOwnStep(targetKey);
      onStepChange?.(targetKey);
    },
    [keysId, step, onStepChange],
  );

  return { keys, index, key, isFirst: index === 0, isLast: index === keys.length - 1, goTo };
}
