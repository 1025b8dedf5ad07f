import { useState, type FormEvent } from 'react';
import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { FormMessage } from '../../../components/form-message';
import { InputField } from '../../../components/input-field';
import { SubmitButton } from '../../../components/submit-button';
import { GENERIC_FAILURE } from '@portal/shared/data';
import { useRequestPasswordReset } from '../api/request-password-reset';

/** The same text whatever the api finds: nobody learns from it whether an address has an account. */
export const RESET_REQUESTED =
  'Als dit e-mailadres bij ons bekend is, ontvang je binnen enkele minuten een e-mail met een link om een nieuw wachtwoord in te stellen.';

/** Wachtwoord vergeten: asks for the e-mail address and requests a reset link. */
export default function ForgotPasswordScreen() {
  const { run, loading } = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!email.trim()) return setErrors(['Vul je e-mailadres in.']);
    setErrors([]);
    const outcome = await run({ email: email.trim() });
    if (outcome.fieldErrors.email) return setErrors(outcome.fieldErrors.email);
    if (outcome.failed) return setFailure(GENERIC_FAILURE);
    setSent(true);
  };

  if (sent) {
    return (
      <div className="portal-card">
        <h1>Wachtwoord vergeten</h1>
        <FormMessage kind="status">{RESET_REQUESTED}</FormMessage>
        <p>
          <Link to={hrefFor('login')}>Terug naar inloggen</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="portal-card">
      <h1>Wachtwoord vergeten</h1>
      <p>Vul je e-mailadres in. We sturen je een link waarmee je een nieuw wachtwoord instelt.</p>
      <form onSubmit={onSubmit} noValidate aria-label="Wachtwoord vergeten">
        <FormMessage kind="alert">{failure}</FormMessage>
        <InputField
          id="forgot-password-email"
          label="E-mailadres"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          errors={errors}
        />
        <SubmitButton loading={loading}>Verstuur link</SubmitButton>
        <p>
          <Link to={hrefFor('login')}>Terug naar inloggen</Link>
        </p>
      </form>
    </div>
  );
}
