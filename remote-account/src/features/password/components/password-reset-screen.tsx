import { useState, type FormEvent } from 'react';
import { Link, useParams } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { GENERIC_FAILURE } from '@portal/shared/data';
import { FormStatus, SubmitButton, useFocusRequest, useInvalidFieldFocus } from '@portal/shared/forms/plain';
import { checkNewPassword, checkPasswordStrength, PasswordFields } from '@portal/shared/forms/password';
import { useResetPassword } from '../api/reset-password';

export const INVALID_RESET_LINK =
  'Deze link om je wachtwoord te herstellen is ongeldig, al gebruikt of verlopen (een link is 60 minuten geldig).';

/** Nieuw wachtwoord instellen via de link uit de e-mail (`/wachtwoord/vergeten/{token}/{uuid}`). */
export default function PasswordResetScreen() {
  const params = useParams();
  const { run, loading } = useResetPassword();
  const [values, setValues] = useState({ password: '', passwordConfirmation: '' });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<'OK' | 'INVALID_TOKEN' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const { ref, focusInvalid } = useInvalidFieldFocus();
  // The focused button leaves with the form: focus goes to the heading above the answer.
  const [headingRef, focusHeading] = useFocusRequest<HTMLHeadingElement>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = checkNewPassword(values.password, values.passwordConfirmation);
    if (Object.keys(found).length === 0) Object.assign(found, await checkPasswordStrength(values.password));
    setErrors(found);
    if (Object.keys(found).length > 0) return focusInvalid();
    const result = await run({ token: params.token ?? '', uuid: params.uuid ?? '', ...values });
    const answer = result.data?.resetPassword;
    if (Object.keys(result.fieldErrors).length > 0) {
      setErrors(result.fieldErrors);
      return focusInvalid();
    }
    if (answer?.status === 'OK' || answer?.status === 'INVALID_TOKEN') {
      setMessage(answer.message);
      setOutcome(answer.status);
      return focusHeading();
    }
    setFailure(answer?.message ?? GENERIC_FAILURE);
  };

  const title =
    outcome === 'OK'
      ? 'Wachtwoord ingesteld'
      : outcome === 'INVALID_TOKEN'
        ? 'Link ongeldig'
        : 'Nieuw wachtwoord instellen';
  return (
    <div className="portal-card">
      <h1 ref={headingRef}>{title}</h1>
      {/* One status region for every outcome: it is on the page before the answer arrives. */}
      <FormStatus
        error={outcome === 'INVALID_TOKEN' ? INVALID_RESET_LINK : failure}
        status={outcome === 'OK' ? (message ?? 'Je nieuwe wachtwoord is ingesteld.') : null}
      />
      {outcome === 'OK' ? (
        <p>
          <Link to={hrefFor('login')}>Inloggen</Link>
        </p>
      ) : outcome === 'INVALID_TOKEN' ? (
        <p>
          <Link to={hrefFor('forgotPassword')}>Vraag een nieuwe link aan</Link>
        </p>
      ) : (
        <form ref={ref} onSubmit={onSubmit} noValidate aria-label="Nieuw wachtwoord instellen">
          <PasswordFields
            idPrefix="password-reset"
            password={values.password}
            passwordConfirmation={values.passwordConfirmation}
            onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
            errors={errors}
          />
          <SubmitButton loading={loading}>Wachtwoord opslaan</SubmitButton>
        </form>
      )}
    </div>
  );
}
