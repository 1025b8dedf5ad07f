import { useState, type FormEvent } from 'react';
import { FormMessage } from '../../../components/form-message';
import { InputField } from '../../../components/input-field';
import { checkNewPassword, PasswordFields } from '../../../components/password-fields';
import { SubmitButton } from '../../../components/submit-button';
import { GENERIC_FAILURE } from '@portal/shared/data';
import { useChangePassword } from '../api/change-password';

export const PASSWORD_CHANGED = 'Je wachtwoord is gewijzigd. Op andere apparaten ben je uitgelogd.';

const EMPTY = { currentPassword: '', password: '', passwordConfirmation: '' };

/** Wachtwoord wijzigen: current password plus the new one with the SPEC password rules. */
export function ChangePasswordForm() {
  const { run, loading } = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const found = checkNewPassword(values.password, values.passwordConfirmation);
    if (!values.currentPassword) found.currentPassword = ['Vul je huidige wachtwoord in.'];
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const outcome = await run(values);
    const answer = outcome.data?.changePassword;
    if (Object.keys(outcome.fieldErrors).length > 0) return setErrors(outcome.fieldErrors);
    if (answer?.status === 'OK') {
      setValues(EMPTY);
      return setResult({ ok: true, text: answer.message ?? PASSWORD_CHANGED });
    }
    setResult({ ok: false, text: answer?.message ?? GENERIC_FAILURE });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="change-password-title">
      <h2 id="change-password-title">Wachtwoord wijzigen</h2>
      {result && <FormMessage kind={result.ok ? 'status' : 'alert'}>{result.text}</FormMessage>}
      <InputField
        id="change-password-current"
        label="Huidig wachtwoord"
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={(event) => setValues((current) => ({ ...current, currentPassword: event.target.value }))}
        errors={errors.currentPassword ?? []}
      />
      <PasswordFields
        idPrefix="change-password"
        password={values.password}
        passwordConfirmation={values.passwordConfirmation}
        onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        errors={errors}
      />
      <SubmitButton loading={loading}>Wachtwoord wijzigen</SubmitButton>
    </form>
  );
}
