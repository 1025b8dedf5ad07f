// Test helpers other packages use (never imported by app code).
export { documentsOf, featureOperations, schemaErrorsOf } from './api-schema';
