/**
 * The set-up the multi-step form tests share: the registration form filled in completely, whose
 * submit the api refuses because the e-mail address is taken (a 422 on the `email` field), so that a
 * test can check that the form goes back to the step holding that field.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { COMPLETE_VALUES, renderRegistrationForm } from '../../../testing/registration-form';

export const EMAIL_IN_USE = 'Dit e-mailadres is al in gebruik.';

/** The error Apollo hands the form when the api answers with a validation error on `email`. */
function emailInUseError() {
  return new CombinedGraphQLErrors({
    data: null,
    errors: [
      {
        message: 'Validation failed',
        extensions: { code: 422, validation: { email: [EMAIL_IN_USE] } },
      },
    ],
  });
}

/** The complete registration form on `startStep`, its submit refused with {@link EMAIL_IN_USE}. */
export function renderFormRefusingEmail(startStep?: string) {
  const onSubmit = jest.fn().mockRejectedValue(emailInUseError());
  return { onSubmit, ...renderRegistrationForm({ onSubmit, initialValues: COMPLETE_VALUES }, startStep) };
}
