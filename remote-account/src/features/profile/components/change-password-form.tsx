import { useState, type FormEvent } from 'react';
import { GENERIC_FAILURE } from '@portal/shared/data';
import { FormStatus, InputField, SubmitButton, useInvalidFieldFocus } from '@portal/shared/forms/plain';
import { checkNewPassword, checkPasswordStrength, PasswordFields } from '@portal/shared/forms/password';
import { useChangePassword } from '../api/change-password';

export const PASSWORD_CHANGED = 'Je wachtwoord is gewijzigd. Op andere apparaten ben je uitgelogd.';

const EMPTY = { currentPassword: '', password: '', passwordConfirmation: '' };

/** Wachtwoord wijzigen: current password plus the new one with the SPEC password rules. */
export function ChangePasswordForm() {
  const { run, loading } = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const { ref, focusInvalid } = useInvalidFieldFocus();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const found = checkNewPassword(values.password, values.passwordConfirmation);
    if (!values.currentPassword) found.currentPassword = ['Vul je huidige wachtwoord in.'];
    if (Object.keys(found).length === 0) Object.assign(found, await checkPasswordStrength(values.password));
    setErrors(found);
    if (Object.keys(found).length > 0) return focusInvalid();
    const outcome = await run(values);
    const answer = outcome.data?.changePassword;
    if (Object.keys(outcome.fieldErrors).length > 0) {
      setErrors(outcome.fieldErrors);
      return focusInvalid();
    }
    if (answer?.status === 'OK') {
      setValues(EMPTY);
      return setResult({ ok: true, text: answer.message ?? PASSWORD_CHANGED });
    }
    setResult({ ok: false, text: answer?.message ?? GENERIC_FAILURE });
  };

  return (
    <form ref={ref} onSubmit={onSubmit} noValidate aria-labelledby="change-password-title">
      <h2 id="change-password-title">Wachtwoord wijzigen</h2>
      <FormStatus
        error={result && !result.ok ? result.text : null}
        status={result?.ok ? result.text : null}
      />
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
