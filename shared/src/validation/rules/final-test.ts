import type { RuleDefinition } from '../types';
import { isAccepted } from '../values';

/**
 * DOMAIN.md: a final test is required for e-learning, blended learning and courses of 18 hours or
 * more. The hours are configuration (the api's accreditation rules): the message names the hours the
 * rule was given.
 */
export function finalTestMessage(fromHours: number): string {
  return `Een eindtoets is verplicht voor e-learning, blended leren en scholingen van ${fromHours} uur of meer.`;
}

/** The forms that always need a final test. */
export const FINAL_TEST_FORMS: readonly string[] = ['e-learning', 'blended'];
export const FINAL_TEST_FROM_HOURS = 18;
/** The message with DOMAIN.md's 18 hours. */
export const FINAL_TEST_MESSAGE = finalTestMessage(FINAL_TEST_FROM_HOURS);

/** Whether a course of this form and these contact hours needs a final test. */
export function needsFinalTest(
  form: unknown,
  contactHours: unknown,
  fromHours = FINAL_TEST_FROM_HOURS,
): boolean {
  const hours =
    typeof contactHours === 'number' ? contactHours : Number(String(contactHours ?? '').replace(',', '.'));
  return FINAL_TEST_FORMS.includes(String(form ?? '')) || (Number.isFinite(hours) && hours >= fromHours);
}

export const finalTestRules: Readonly<Record<string, RuleDefinition>> = {
  /**
   * `final_test:formField,hoursField[,fromHours]`: the box (has a final test) must be ticked when the
   * course's form or contact hours need one. Implicit: an unticked box is empty, and still checked.
   */
  final_test: {
    implicit: true,
    minArgs: 2,
    checkArgs: (args) =>
      args[2] !== undefined && !/^\d+$/.test(args[2])
        ? 'final_test: het urental moet een geheel getal zijn'
        : null,
    validate: ({ value, lookup }, [formField = '', hoursField = '', fromHours]) => {
      const hours = fromHours ? Number(fromHours) : FINAL_TEST_FROM_HOURS;
      return needsFinalTest(lookup(formField), lookup(hoursField), hours) && !isAccepted(value)
        ? [finalTestMessage(hours)]
        : [];
    },
  },
};
