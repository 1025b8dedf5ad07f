// Test helpers other packages use (never imported by app code).
export { documentsOf, featureOperations, schemaErrorsOf } from './api-schema';
export { PROFILE_VERDICT_CASES, type ProfileVerdictCase } from './profile-verdict-cases';
