import { useState, type FormEvent } from 'react';
import { Link, useParams } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { validate } from '@portal/shared/validation';
import { GENERIC_FAILURE } from '@portal/shared/data';
import { FormStatus, InputField, SubmitButton } from '@portal/shared/forms/plain';
import { checkNewPassword, checkPasswordStrength, PasswordFields } from '@portal/shared/forms/password';
import { useCompleteAccountMigration } from '../api/complete-account-migration';

export const MIGRATION_LINK_INVALID =
  'Deze link om je account over te zetten is ongeldig of al gebruikt. Neem contact met ons op of vraag een nieuw wachtwoord aan.';

/** Account migratie afronden: an account from the old portal gets its e-mail address and a new password. */
export default function AccountMigrationScreen() {
  const params = useParams();
  const { run, loading } = useCompleteAccountMigration();
  const [values, setValues] = useState({ email: '', password: '', passwordConfirmation: '' });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<{ status: 'OK' | 'INVALID_TOKEN'; message: string | null } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = {
      ...validate(values, { email: 'required|email' }),
      ...checkNewPassword(values.password, values.passwordConfirmation),
    };
    if (Object.keys(found).length === 0)
      Object.assign(found, await checkPasswordStrength(values.password, [values.email]));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const outcome = await run({ token: params.token ?? '', ...values });
    const answer = outcome.data?.completeAccountMigration;
    if (Object.keys(outcome.fieldErrors).length > 0) return setErrors(outcome.fieldErrors);
    if (answer?.status === 'OK' || answer?.status === 'INVALID_TOKEN') {
      return setDone({ status: answer.status, message: answer.message });
    }
    setFailure(answer?.message ?? GENERIC_FAILURE);
  };

  if (done) {
    return (
      <div className="portal-card">
        <h1>Account overzetten</h1>
        {done.status === 'OK' ? (
          <FormStatus status={done.message ?? 'Je account is overgezet. Je kunt nu inloggen.'} />
        ) : (
          <FormStatus error={MIGRATION_LINK_INVALID} />
        )}
        <p>
          <Link to={hrefFor(done.status === 'OK' ? 'login' : 'forgotPassword')}>
            {done.status === 'OK' ? 'Inloggen' : 'Nieuw wachtwoord aanvragen'}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="portal-card">
      <h1>Account overzetten</h1>
      <p>Ons portaal is vernieuwd. Bevestig je e-mailadres en kies een nieuw wachtwoord om verder te gaan.</p>
      <form onSubmit={onSubmit} noValidate aria-label="Account overzetten">
        <FormStatus error={failure} />
        <InputField
          id="account-migration-email"
          label="E-mailadres"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => setValues((current) => ({ ...current, email: event.target.value }))}
          errors={errors.email ?? []}
        />
        <PasswordFields
          idPrefix="account-migration"
          password={values.password}
          passwordConfirmation={values.passwordConfirmation}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          errors={errors}
        />
        <SubmitButton loading={loading}>Account overzetten</SubmitButton>
      </form>
    </div>
  );
}
