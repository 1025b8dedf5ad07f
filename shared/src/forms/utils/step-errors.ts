/**
 * Where errors belong in a multi-step form: a field belongs to the first step whose rules name it.
 * Errors of fields no step knows (and that are not on screen) can only be shown above the form.
 */
import type { FieldErrors, FormRules } from '../types';
import { pathMatchesRuleKey } from './field-paths';

export function stepIndexOfField(stepRules: readonly (FormRules | undefined)[], path: string): number {
  return stepRules.findIndex((rules) =>
    Object.keys(rules ?? {}).some((key) => pathMatchesRuleKey(path, key)),
  );
}

export interface LocatedErrors {
  /** The step to show: the current one when it has errors, else the first step with errors. */
  stepIndex: number;
  /** Messages of fields that are on no step. */
  unplacedMessages: string[];
}

export function locateErrors(
  errors: FieldErrors,
  stepRules: readonly (FormRules | undefined)[],
  currentIndex: number,
  renderedFields: readonly string[],
): LocatedErrors {
  const stepIndexes = new Set<number>();
  const unplacedMessages: string[] = [];
  for (const [path, messages] of Object.entries(errors)) {
    if (renderedFields.includes(path)) {
      stepIndexes.add(currentIndex);
      continue;
    }
    const index = stepIndexOfField(stepRules, path);
    if (index >= 0) stepIndexes.add(index);
    else unplacedMessages.push(...messages);
  }
  const stepIndex =
    stepIndexes.has(currentIndex) || stepIndexes.size === 0 ? currentIndex : Math.min(...stepIndexes);
  return { stepIndex, unplacedMessages };
}
