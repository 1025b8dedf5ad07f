import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Input, Typography } from 'antd';
import { PortalLink } from '@portal/shared/contract';
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

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkFields(username, password);
    setErrors(found);
    if (Object.keys(found).length === 0) await submit(username.trim(), password);
  };

  return (
    <Card style={{ maxWidth: 440, margin: '0 auto' }}>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Inloggen
      </Typography.Title>
      <form onSubmit={onSubmit} noValidate aria-label="Inloggen">
        {message && <Alert type="error" showIcon message={message} role="alert" style={{ marginBottom: 16 }} />}
        <div className="portal-field">
          <label htmlFor="login-username">E-mailadres</label>
          <Input
            id="login-username"
            type="email"
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            status={errors.username ? 'error' : undefined}
            aria-invalid={Boolean(errors.username)}
            aria-describedby={errors.username ? 'login-username-error' : undefined}
          />
          {errors.username && (
            <div id="login-username-error" className="portal-field-error">
              {errors.username}
            </div>
          )}
        </div>
        <div className="portal-field">
          <label htmlFor="login-password">Wachtwoord</label>
          <Input.Password
            id="login-password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            status={errors.password ? 'error' : undefined}
            aria-invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? 'login-password-error' : undefined}
          />
          {errors.password && (
            <div id="login-password-error" className="portal-field-error">
              {errors.password}
            </div>
          )}
        </div>
        <Button type="primary" htmlType="submit" loading={loading} block>
          Inloggen
        </Button>
        <p style={{ marginTop: 16 }}>
          <PortalLink to="/wachtwoord/vergeten">Wachtwoord vergeten?</PortalLink>
        </p>
        <p>
          Nog geen account? <PortalLink to="/account-aanmaken">Account aanmaken</PortalLink>
        </p>
      </form>
    </Card>
  );
}
