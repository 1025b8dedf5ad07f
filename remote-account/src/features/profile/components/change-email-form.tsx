import { useState, type FormEvent } from 'react';
import { validate } from '@portal/shared/validation';
import { GENERIC_FAILURE } from '@portal/shared/data';
import { FormStatus, InputField, SubmitButton, useInvalidFieldFocus } from '@portal/shared/forms/plain';
import { useChangeEmail } from '../api/change-email';

export const EMAIL_CHANGE_PENDING =
  'We hebben een bevestigingsmail gestuurd naar je nieuwe adres. Je e-mailadres wordt pas gewijzigd nadat je de link in die e-mail hebt geopend.';

/**
 * E-mailadres wijzigen: asks the current password, as the api does. Nothing changes yet: the api
 * mails a link to the new address, and the change happens when it is opened.
 */
export function ChangeEmailForm() {
  const { run, loading } = useChangeEmail();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const { ref, focusInvalid } = useInvalidFieldFocus();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const found = validate(values, { email: 'required|email', password: 'required' });
    setErrors(found);
    if (Object.keys(found).length > 0) return focusInvalid();
    const outcome = await run(values);
    const answer = outcome.data?.changeEmail;
    if (Object.keys(outcome.fieldErrors).length > 0) {
      setErrors(outcome.fieldErrors);
      return focusInvalid();
    }
    if (answer?.status === 'PENDING') {
      setValues({ email: '', password: '' });
      return setResult({ ok: true, text: answer.message ?? EMAIL_CHANGE_PENDING });
    }
    setResult({ ok: false, text: answer?.message ?? GENERIC_FAILURE });
  };

  return (
    <form ref={ref} onSubmit={onSubmit} noValidate aria-labelledby="change-email-title">
      <h2 id="change-email-title">E-mailadres wijzigen</h2>
      <FormStatus
        error={result && !result.ok ? result.text : null}
        status={result?.ok ? result.text : null}
      />
      <InputField
        id="change-email-email"
        label="Nieuw e-mailadres"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => setValues((current) => ({ ...current, email: event.target.value }))}
        errors={errors.email ?? []}
      />
      <InputField
        id="change-email-password"
        label="Huidig wachtwoord"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => setValues((current) => ({ ...current, password: event.target.value }))}
        errors={errors.password ?? []}
      />
      <SubmitButton loading={loading}>E-mailadres wijzigen</SubmitButton>
    </form>
  );
}
