import { useState, type FormEvent } from 'react';
import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { FormStatus, InputField, useInvalidFieldFocus } from '@portal/shared/forms/plain';
import { useLogin } from '../api/use-login';

interface FieldErrors {
  username?: string;
  password?: string;
}

function checkFields(username: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!username.trim()) errors.username = 'Vul je e-mailadres in.';
  if (!password) errors.password = 'Vul je wachtwoord in.';
  return errors;
}

/** Inloggen: e-mail and password; the api's Dutch message is shown as it comes. */
export default function LoginScreen() {
  const { submit, loading, message } = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { ref, focusInvalid } = useInvalidFieldFocus();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkFields(username, password);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusInvalid();
    await submit(username.trim(), password);
  };

  return (
    <div className="portal-card">
      <h1>Inloggen</h1>
      <form ref={ref} onSubmit={onSubmit} noValidate aria-label="Inloggen">
        <FormStatus error={message} />
        <InputField
          id="login-username"
          label="E-mailadres"
          type="email"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          errors={errors.username ? [errors.username] : []}
        />
        <InputField
          id="login-password"
          label="Wachtwoord"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          errors={errors.password ? [errors.password] : []}
        />
        <button
          type="submit"
          className="portal-button portal-button--primary portal-button--block"
          disabled={loading}
        >
          {loading ? 'Bezig met inloggen...' : 'Inloggen'}
        </button>
        <p>
          <Link to={hrefFor('forgotPassword')}>Wachtwoord vergeten?</Link>
        </p>
        <p>
          Nog geen account? <Link to={hrefFor('createAccount')}>Account aanmaken</Link>
        </p>
      </form>
    </div>
  );
}
