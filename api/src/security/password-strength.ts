/** The shared strength rule on the api: a 422 on `password` when the new password is easy to guess. */
import { passwordStrengthProblem } from '@portal/shared/validation';
import { throwValidationError } from '../graphql-errors';

export async function requireStrongPassword(
  password: string,
  personal: readonly (string | null | undefined)[] = [],
): Promise<void> {
  const problem = await passwordStrengthProblem(password, personal);
  if (problem) throwValidationError({ password: [problem] });
}
