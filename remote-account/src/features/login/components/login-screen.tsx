import { useState, type FormEvent } from 'react';
import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { useLogin } from '../api/use-login';
import { LoginField } from './login-field';

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

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkFields(username, password);
    setErrors(found);
    if (Object.keys(found).length === 0) await submit(username.trim(), password);
  };

  return (
    <div className="portal-card">
      <h1>Inloggen</h1>
      <form onSubmit={onSubmit} noValidate aria-label="Inloggen">
        {message && (
          <div className="portal-alert" role="alert">
            {message}
          </div>
        )}
        <LoginField
          id="login-username"
          label="E-mailadres"
          type="email"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={errors.username}
        />
        <LoginField
          id="login-password"
          label="Wachtwoord"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
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
