import { CREATE_ACCOUNT_RULES, validate } from '@portal/shared/validation';
import { checkNewPassword } from '@portal/shared/forms/password';
import type { AccountType, CreateAccountInput } from '../api/create-account';

export const KVK_MESSAGE = 'Een KvK-nummer bestaat uit 8 cijfers.';
export const TERMS_MESSAGE = 'Je moet akkoord gaan met de voorwaarden.';

/** Which organisation fields a type asks for; an invitation already names the organisation. */
export function organisationFields(type: AccountType, invited: boolean) {
  return {
    jobTitle: type !== 'professional',
    organisationName: type !== 'professional' && !invited,
    kvkNumber: type === 'companyEmployee' && !invited,
  };
}

/** The contract's rules per type, checked before sending so the user sees them at once in Dutch. */
export function checkCreateAccount(input: CreateAccountInput, invited: boolean): Record<string, string[]> {
  const fields = organisationFields(input.type, invited);
  // The api's own table; a pending invitation stands in for the token the form sends with it.
  const errors: Record<string, string[]> = validate(
    { ...input, invitationToken: invited ? (input.invitationToken ?? 'uitnodiging') : input.invitationToken },
    CREATE_ACCOUNT_RULES,
  );
  // Hidden fields are not sent, so their rules do not apply here.
  for (const field of ['jobTitle', 'organisationName', 'kvkNumber'] as const)
    if (!fields[field]) delete errors[field];
  Object.assign(errors, checkNewPassword(input.password, input.passwordConfirmation));
  if (fields.kvkNumber && !/^\d{8}$/.test(input.kvkNumber ?? '')) errors.kvkNumber = [KVK_MESSAGE];
  if (!input.acceptTerms) errors.acceptTerms = [TERMS_MESSAGE];
  return errors;
}
