import { passwordStrengthProblem, validate } from '@portal/shared/validation';
import { InputField } from './input-field';

export const PASSWORD_MISMATCH = 'De wachtwoorden komen niet overeen.';
export const PASSWORD_REQUIRED = 'Vul een wachtwoord in.';

/** The SPEC section 5 password messages that `password` still fails, from the shared rule engine. */
export function passwordProblems(password: string): string[] {
  return validate({ password }, { password: 'password' }).password ?? [];
}

/** Client check of a new password and its confirmation, keyed as the api names the fields. */
export function checkNewPassword(password: string, passwordConfirmation: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const problems = password ? passwordProblems(password) : [PASSWORD_REQUIRED];
  if (problems.length > 0) errors.password = problems;
  if (password !== passwordConfirmation) errors.passwordConfirmation = [PASSWORD_MISMATCH];
  return errors;
}

/**
 * The strength rule the api applies too (common, leaked, easy to guess), keyed like checkNewPassword.
 * Asynchronous: its dictionaries load on first use, in a chunk of their own.
 */
export async function checkPasswordStrength(
  password: string,
  personal: readonly (string | null | undefined)[] = [],
): Promise<Record<string, string[]>> {
  const problem = await passwordStrengthProblem(password, personal);
  return problem ? { password: [problem] } : {};
}

interface PasswordFieldsProps {
  idPrefix: string;
  password: string;
  passwordConfirmation: string;
  onChange: (field: 'password' | 'passwordConfirmation', value: string) => void;
  errors: Record<string, string[] | undefined>;
  label?: string;
}

/**
 * New password plus confirmation. While typing, the requirements still unmet are listed live (a
 * polite live region), so the user need not submit to learn the rules.
 */
export function PasswordFields({
  idPrefix,
  password,
  passwordConfirmation,
  onChange,
  errors,
  label = 'Nieuw wachtwoord',
}: PasswordFieldsProps) {
  const live = password ? passwordProblems(password) : [];
  const submitted = errors.password ?? [];
  return (
    <>
      <InputField
        id={`${idPrefix}-password`}
        label={label}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => onChange('password', event.target.value)}
        errors={submitted}
        hint={
          <div aria-live="polite">
            {submitted.length === 0 && live.length > 0 && (
              <ul>
                {live.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            )}
          </div>
        }
      />
      <InputField
        id={`${idPrefix}-password-confirmation`}
        label="Herhaal wachtwoord"
        type="password"
        autoComplete="new-password"
        value={passwordConfirmation}
        onChange={(event) => onChange('passwordConfirmation', event.target.value)}
        errors={errors.passwordConfirmation ?? []}
      />
    </>
  );
}
