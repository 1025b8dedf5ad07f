// The registration's steps and the targets that ask work experience (DOMAIN.md): React-free data for
// the wizard, the dashboard and the api alike, imported as @portal/shared/registration.
export {
  REGISTRATION_STEPS,
  TARGETS_WITH_WORK_EXPERIENCE,
  isRegistrationStep,
  registrationStepNumber,
  targetAsksWorkExperience,
} from './registration-steps';
export type { RegistrationStep } from './registration-steps';
