import { validate } from '@portal/shared/validation';
import { checkNewPassword } from '@portal/shared/forms/plain';
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
  const errors: Record<string, string[]> = validate(input, {
    // The api's rules (api/src/schema/account-creation.ts), so errors show before sending.
    initials: 'required|max:20',
    firstName: 'required|max:100',
    infix: 'max:20',
    lastName: 'required|max:100',
    email: 'required|email|max:255',
    phone: 'phone',
    ...(fields.jobTitle ? { jobTitle: 'max:100' } : {}),
    ...(fields.organisationName ? { organisationName: 'required|max:200' } : {}),
  });
  Object.assign(errors, checkNewPassword(input.password, input.passwordConfirmation));
  if (fields.kvkNumber && !/^\d{8}$/.test(input.kvkNumber ?? '')) errors.kvkNumber = [KVK_MESSAGE];
  if (!input.acceptTerms) errors.acceptTerms = [TERMS_MESSAGE];
  return errors;
}
