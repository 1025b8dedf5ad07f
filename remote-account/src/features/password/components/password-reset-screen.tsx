import { useState, type FormEvent } from 'react';
import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { useRemoteProps } from '@portal/shared/remote';
import { FormMessage } from '../../../components/form-message';
import { checkNewPassword, PasswordFields } from '../../../components/password-fields';
import { SubmitButton } from '../../../components/submit-button';
import { GENERIC_FAILURE } from '@portal/shared/data';
import { useResetPassword } from '../api/reset-password';

export const INVALID_RESET_LINK =
  'Deze link om je wachtwoord te herstellen is ongeldig, al gebruikt of verlopen (een link is 60 minuten geldig).';

/** Nieuw wachtwoord instellen via de link uit de e-mail (`/wachtwoord/vergeten/{token}/{uuid}`). */
export default function PasswordResetScreen() {
  const { params } = useRemoteProps();
  const { run, loading } = useResetPassword();
  const [values, setValues] = useState({ password: '', passwordConfirmation: '' });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<'OK' | 'INVALID_TOKEN' | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = checkNewPassword(values.password, values.passwordConfirmation);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await run({ token: params.token ?? '', uuid: params.uuid ?? '', ...values });
    const answer = result.data?.resetPassword;
    if (Object.keys(result.fieldErrors).length > 0) return setErrors(result.fieldErrors);
    if (answer?.status === 'OK' || answer?.status === 'INVALID_TOKEN') {
      setMessage(answer.message);
      return setOutcome(answer.status);
    }
    setFailure(answer?.message ?? GENERIC_FAILURE);
  };

  if (outcome === 'OK') {
    return (
      <div className="portal-card">
        <h1>Wachtwoord ingesteld</h1>
        <FormMessage kind="status">{message ?? 'Je nieuwe wachtwoord is ingesteld.'}</FormMessage>
        <p>
          <Link to={hrefFor('login')}>Inloggen</Link>
        </p>
      </div>
    );
  }

  if (outcome === 'INVALID_TOKEN') {
    return (
      <div className="portal-card">
        <h1>Link ongeldig</h1>
        <FormMessage kind="alert">{INVALID_RESET_LINK}</FormMessage>
        <p>
          <Link to={hrefFor('forgotPassword')}>Vraag een nieuwe link aan</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="portal-card">
      <h1>Nieuw wachtwoord instellen</h1>
      <form onSubmit={onSubmit} noValidate aria-label="Nieuw wachtwoord instellen">
        <FormMessage kind="alert">{failure}</FormMessage>
        <PasswordFields
          idPrefix="password-reset"
          password={values.password}
          passwordConfirmation={values.passwordConfirmation}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          errors={errors}
        />
        <SubmitButton loading={loading}>Wachtwoord opslaan</SubmitButton>
      </form>
    </div>
  );
}
