/**
 * `@portal/shared/forms/plain`: the form engine's pieces without antd, for light screens (login,
 * password, account creation) that must not load antd: the labelled input, the password pair with its
 * live rules (its own subpath `@portal/shared/forms/password`: it brings the validation engine, which
 * the sign-in route must not load), the submit button, the one status component, the error summary and
 * focus handling (after a failed check, and after an action that removes the focused control).
 * `@portal/shared/forms` re-exports them for screens that already use antd.
 */
export { InputField, type InputFieldProps } from './input-field';
export { SubmitButton } from './submit-button';
export { FormStatus, type FormStatusProps } from './form-status';
export { flashStatus } from './status-flash';
export { ErrorSummary, type ErrorSummaryProps, type SummaryError } from './error-summary';
export { focusElement, focusFirstInvalid } from './focus';
export { useInvalidFieldFocus } from './use-invalid-field-focus';
export { useFocusRequest } from './use-focus-request';
export { ChoiceInput, type ChoiceInputProps } from './choice-input';
