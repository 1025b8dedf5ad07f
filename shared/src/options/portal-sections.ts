/**
 * The sections a session may allow (`portalInit.session.sections`). The api decides which a user gets;
 * the host's drawer shows a group or entry only when its section is in that list.
 */
export const PROFESSIONAL_SECTIONS = [
  'dashboard',
  'accountProfile',
  'oldDossier',
  'registrationCard',
  'registration',
  'reRegistration',
  'rejectedRegistration',
  'trainingAdvice',
  'disciplinaryComplaints',
  'branchSwitch',
  'targetSwitch',
  'reenter',
  'delayReRegistration',
  'vog',
  'invoices',
  'directDebit',
  'professionalSupervision',
  'employerLinks',
] as const;

export const COMPANY_EMPLOYEE_SECTIONS = [
  'companyReRegistrationDemands',
  'companyProfessionals',
  'companyProfessionalMutations',
  'companyPracticalPrograms',
  'companyEducationsRegisterSearch',
  'accountProfile',
  'companyProfile',
  'companyEmployees',
  'companyInvoices',
] as const;

export const EDUCATOR_EMPLOYEE_SECTIONS = [
  'accreditationsInformation',
  'accreditationsOverview',
  'accreditationsRequest',
  'submitPoints',
  'educatorProfile',
  'educatorEmployees',
  'educatorInvoices',
] as const;

export type PortalSection =
  | (typeof PROFESSIONAL_SECTIONS)[number]
  | (typeof COMPANY_EMPLOYEE_SECTIONS)[number]
  | (typeof EDUCATOR_EMPLOYEE_SECTIONS)[number];

/** The user types of `detailTypeObject.value`, with the Dutch name the header shows. */
export const USER_TYPES = {
  professional: 'professional',
  educatorEmployee: 'opleider',
  companyEmployee: 'werkgever',
} as const;

export type UserType = keyof typeof USER_TYPES;

/** Policy names the guards read from `session.policies` (a map of name to boolean). */
export const POLICY_NAMES = [
  'registration.create',
  'activity.create',
  'trainingAdvice.create',
  'trainingAdvice.complete',
] as const;

export type PolicyName = (typeof POLICY_NAMES)[number];
