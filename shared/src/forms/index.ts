/**
 * `@portal/shared/forms`: the form engine of the portal (SPEC section 4): multi-step forms with their
 * steps in the URL, client validation with the shared rules, server 422 errors on their fields, draft
 * saving, batched mutations, the loading state, related-route form data, and the Dutch field components.
 */
export {
  MultiStepForm,
  type MultiStepFormProps,
  type PersistFormData,
} from './components/multi-step-form/multi-step-form';
export { StepHeader, type StepHeaderProps } from './components/multi-step-form/step-header';
export { TextField, type TextFieldProps } from './components/text-field';
export { TextAreaField, type TextAreaFieldProps } from './components/text-area-field';
export { NumberField, type NumberFieldProps } from './components/number-field';
export { SelectField, type SelectFieldProps } from './components/select-field';
export { SearchSelectField, type SearchSelectFieldProps } from './components/search-select-field';
export { YesNoField, type YesNoFieldProps } from './components/yes-no-field';
export { CountrySelectField, type CountrySelectFieldProps } from './components/country-select-field';
export { PostalCodeField, type PostalCodeFieldProps } from './components/postal-code-field';
export { CheckboxField, type CheckboxFieldProps } from './components/checkbox-field';
export {
  FileUploadField,
  type FileUploadFieldProps,
  type UploadMedia,
} from './components/file-upload-field/file-upload-field';
export {
  DocumentUploadField,
  uploadDocument,
  type DocumentUploadFieldProps,
} from './components/file-upload-field/document-upload-field';
export { mediaUuids } from './utils/media-uuids';
export { DateField, type DateFieldProps } from './components/date-field/date-field';
export { FieldItem, type FieldItemProps } from './components/field-item';
export type { BaseFieldProps } from './components/field-props';
export * from './plain';
export * from './plain/password';

export { useFormField, withErrors, type FormFieldBinding } from './hooks/use-form-field';
export { FormRulesContext, useFormRules, type FormRulesContextValue } from './hooks/use-form-rules';
export { useFormLoading, type FormLoading } from './hooks/use-form-loading';
export { useRelatedFormData, type RelatedFormData } from './hooks/use-related-form-data';
export { useSelectableDates, type SelectableDates } from './hooks/use-selectable-dates';
export { stepIndexOf, stepKeys } from './hooks/use-step-navigation';

export { runBatchedMutations, groupMutationsByLabel, mutationResultErrors } from './utils/batched-mutations';
export type { BatchedMutation, MutationGroup, BatchedMutationsResult } from './utils/batched-mutations';
export { BatchMutationError, FormValidationError } from './utils/form-errors';
export {
  serverValidationErrors,
  hasServerValidationErrors,
  type ServerValidationOptions,
} from './utils/server-validation-errors';
export { isDraftVariable, withDraftVariable } from './utils/draft-variable';
export { createFormDataStore, formDataStore, type FormDataStore } from './utils/form-data-store';
export { createLoadingTracker, DEFAULT_LOADING_TIMINGS } from './utils/loading-tracker';
export type { LoadingProbe, LoadingState, LoadingTimings, LoadingTracker } from './utils/loading-tracker';
export { toSubmissionErrors, errorMessages } from './utils/submission-errors';
export { FORM_TEXT, INTERNAL_BATCH_ERROR, INTERNAL_VALIDATION_ERROR } from './messages';
export type {
  FieldErrors,
  FormRules,
  FormStep,
  FormValues,
  MediaItem,
  SelectOption,
  StepRenderProps,
  SubmitContext,
  SubmitHandler,
} from './types';
