/**
 * The steps of the registration wizard and the rules of each step's answers: one copy in
 * `@portal/shared/validation`, which the wizard's form uses too, so a step the form lets through
 * is one the api accepts and the other way round.
 */
export {
  REGISTRATION_STEPS,
  REGISTRATION_STEP_RULES as STEP_RULES,
  registrationStepRules,
  TARGETS_WITH_WORK_EXPERIENCE,
  isRegistrationStep,
  registrationStepNumber as stepNumber,
  type RegistrationStep,
} from '@portal/shared/validation';
