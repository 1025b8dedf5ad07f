/**
 * The wizard's steps (their numbers are the `{step}` of the address) and each step's rules, taken
 * from the shared rule table the api checks with: the final-test rule with the hours from the api's
 * configuration. Errors of the api's `documentUuids` land on the form's `documents`.
 */
import { ACCREDITATION_RULES, type ValidationRules } from '@portal/shared/validation';

export const ACCREDITATION_STEP_TITLES = [
  'Scholing',
  'Kamers',
  'Vorm, programma en uren',
  'Trainers',
  'Eindtoets',
  'Documenten',
  'Geldigheid en tarief',
  'Overzicht en indienen',
] as const;

export const SUMMARY_STEP = ACCREDITATION_STEP_TITLES.length;

const STEP_FIELDS: ReadonlyArray<readonly string[]> = [
  ['title', 'description'],
  ['chambers'],
  ['form', 'programme', 'contactHours', 'points'],
  ['trainers'],
  ['hasFinalTest', 'finalTestDescription'],
  ['documents'],
  ['validityYears'],
  [],
];

export function accreditationRules(finalTestFromHours: number): ValidationRules {
  return {
    ...ACCREDITATION_RULES,
    hasFinalTest: `final_test:form,contactHours,${Math.round(finalTestFromHours)}`,
    documents: 'required',
  };
}

/** The rules of step `index` (0-based). */
export function stepRules(index: number, finalTestFromHours: number): ValidationRules {
  const rules = accreditationRules(finalTestFromHours);
  return Object.fromEntries(
    (STEP_FIELDS[index] ?? []).flatMap((field) => (rules[field] ? [[field, rules[field]]] : [])),
  );
}

const FORM_FIELD_OF: Partial<Record<string, string>> = { documentUuids: 'documents' };

/** The api's 422 on the form's fields. */
export function errorsOnForm(errors: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [FORM_FIELD_OF[field] ?? field, messages]),
  );
}
