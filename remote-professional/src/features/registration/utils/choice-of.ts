import type { RegistrationChoice } from '../api/registration-choices';

/** The choice of a registration target, by the target's uuid (what the form stores). */
export const choiceOf = (
  choices: readonly RegistrationChoice[],
  targetUuid: unknown,
): RegistrationChoice | undefined => choices.find((choice) => choice.target.uuid === targetUuid);
