/**
 * `@portal/shared/forms/password`: the new-password pair with its live rules. A subpath of its own
 * because it carries the validation engine (ajv), which the sign-in route must not download.
 */
export {
  PasswordFields,
  checkNewPassword,
  checkPasswordStrength,
  passwordProblems,
  PASSWORD_MISMATCH,
  PASSWORD_REQUIRED,
} from './password-fields';
