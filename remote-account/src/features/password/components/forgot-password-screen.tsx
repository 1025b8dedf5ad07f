import { useState, type FormEvent } from 'react';
import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { GENERIC_FAILURE } from '@portal/shared/data';
import {
  FormStatus,
  InputField,
  SubmitButton,
  useFocusRequest,
  useInvalidFieldFocus,
} from '@portal/shared/forms/plain';
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
  const { ref, focusInvalid } = useInvalidFieldFocus();
  // The focused button leaves with the form: focus goes to the heading above the confirmation.
  const [headingRef, focusHeading] = useFocusRequest<HTMLHeadingElement>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!email.trim()) {
      setErrors(['Vul je e-mailadres in.']);
      return focusInvalid();
    }
    setErrors([]);
    const outcome = await run({ email: email.trim() });
    if (outcome.fieldErrors.email) {
      setErrors(outcome.fieldErrors.email);
      return focusInvalid();
    }
    if (outcome.failed) return setFailure(GENERIC_FAILURE);
    setSent(true);
    focusHeading();
  };

  return (
    <div className="portal-card">
      <h1 ref={headingRef}>Wachtwoord vergeten</h1>
      {/* One status region for both states: it is on the page before the confirmation arrives. */}
      <FormStatus error={failure} status={sent ? RESET_REQUESTED : null} />
      {sent ? null : (
        <>
          <p>Vul je e-mailadres in. We sturen je een link waarmee je een nieuw wachtwoord instelt.</p>
          <form ref={ref} onSubmit={onSubmit} noValidate aria-label="Wachtwoord vergeten">
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
          </form>
        </>
      )}
      <p>
        <Link to={hrefFor('login')}>Terug naar inloggen</Link>
      </p>
    </div>
  );
}
