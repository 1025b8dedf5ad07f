import { useState, type FormEvent } from 'react';
import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { validate } from '@portal/shared/validation';
import { GENERIC_FAILURE } from '@portal/shared/data';
import { FormStatus, InputField, SubmitButton } from '@portal/shared/forms/plain';
import { useRequestReactivation } from '../api/request-reactivation';

/** One text for every address, so the page does not reveal which addresses have an account. */
export const REACTIVATION_REQUESTED =
  'Als er een gedeactiveerd account bij dit e-mailadres hoort, ontvang je een e-mail om het weer te activeren.';

/** Heractiveren: a former user asks for a link to reactivate the account. */
export default function ReactivateScreen() {
  const { run, loading } = useRequestReactivation();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validate({ email: email.trim() }, { email: 'required|email' }).email ?? [];
    setErrors(found);
    if (found.length > 0) return;
    const outcome = await run({ email: email.trim() });
    if (outcome.fieldErrors.email) return setErrors(outcome.fieldErrors.email);
    if (outcome.failed) return setFailure(GENERIC_FAILURE);
    setSent(true);
  };

  return (
    <div className="portal-card">
      <h1>Account heractiveren</h1>
      {sent ? (
        <FormStatus status={REACTIVATION_REQUESTED} />
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Account heractiveren">
          <p>Was je eerder geregistreerd? Vul je e-mailadres in om je account weer te activeren.</p>
          <FormStatus error={failure} />
          <InputField
            id="reactivate-email"
            label="E-mailadres"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            errors={errors}
          />
          <SubmitButton loading={loading}>Heractiveren</SubmitButton>
        </form>
      )}
      <p>
        <Link to={hrefFor('login')}>Terug naar inloggen</Link>
      </p>
    </div>
  );
}
