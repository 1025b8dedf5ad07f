/**
 * `@portal/shared/validation`: the Laravel-style rule engine of SPEC section 5, shared by the
 * forms of every app and the api, so client and server agree on what is valid.
 */
export { validate } from './validate';
export { selectableDateRange, type SelectableDateRange } from './date-range';
export { validateJsonData } from './json-data';
export { parseDate, DUTCH_DATE_FORMAT, ISO_DATE_FORMAT } from './dates';
export { DEFAULT_MESSAGE, MESSAGES } from './messages';
export { minAgeMessage, vogAgeMessage } from './rules/age';
export { isRequiredFamily } from './rule-info';
export type { ValidateOptions, ValidationErrors, ValidationRules } from './types';
export {
  PROFILE_STEP_KEYS,
  isProfileStepKey,
  profileStepRules,
  type ProfileStepKey,
} from './rule-tables/account-profile';
export {
  MAX_COMPANY_LOCATIONS,
  ORGANISATION_PROFILE_STEPS,
  isOrganisationProfileStep,
  organisationProfileStepRules,
  type OrganisationKind,
} from './rule-tables/organisation-profile';
export {
  PRACTICAL_PROGRAMME_RULES,
  PRACTICAL_PROGRAMME_VARIANTS,
  type PracticalProgrammeVariant,
} from './rule-tables/practical-programme';
export { ACCOUNT_TYPES, CREATE_ACCOUNT_RULES, NEW_PASSWORD_RULES } from './rule-tables/account-creation';
export { MIN_PASSWORD_SCORE, PASSWORD_TOO_WEAK, passwordStrengthProblem } from './password-strength';
export { DIRECT_DEBIT_MANDATE_RULES } from './rule-tables/direct-debit';
export {
  ACTIVITY_RULES,
  EMPLOYER_STATEMENT_RULES,
  EMPLOYER_STATEMENT_UPLOAD_RULES,
  SUB_ACTIVITY_RULES,
} from './rule-tables/activities';
export { DEFERRAL_REASON_VALUES, DEFERRAL_RULES } from './rule-tables/deferral';
export { NIP_NVO_ASSOCIATION_VALUES, NIP_NVO_PROOF_RULES } from './rule-tables/nip-nvo-proof';
export { deferralPerPeriodMessage, deferralPerRequestMessage } from './rules/deferral';
export {
  COMPLETE_TRAINING_ADVICE_RULES,
  TRAINING_ADVICE_REASON_VALUES,
  TRAINING_ADVICE_RULES,
} from './rule-tables/training-advice';
export {
  REENTER_MEASURE_TYPES,
  REENTER_RULES,
  REENTER_STEP_KEYS,
  REENTER_STEP_RULES,
  type ReenterStepKey,
} from './rule-tables/reenter';
export {
  ACCREDITATION_FORMS,
  ACCREDITATION_RULES,
  EDUCATION_SESSION_RULES,
} from './rule-tables/accreditations';
export { FINAL_TEST_MESSAGE, finalTestMessage, needsFinalTest } from './rules/final-test';
export { isIban } from './rules/iban';
export {
  REGISTRATION_STEPS,
  REGISTRATION_STEP_RULES,
  MIN_AGE_YEARS,
  registrationStepRules,
  type RegistrationRuleSettings,
  TARGETS_WITH_WORK_EXPERIENCE,
  DIPLOMA_RULES,
  OTHER_NAME_MESSAGE,
  isRegistrationStep,
  registrationStepNumber,
  targetAsksWorkExperience,
  type RegistrationStep,
} from './rule-tables/registration';
export {
  ALLOWED_UPLOAD_TYPES,
  MAX_UPLOAD_BYTES,
  UPLOAD_ACCEPT,
  UPLOAD_MESSAGES,
  uploadCandidateRefusal,
} from './rule-tables/uploads';
