/**
 * The rule tables of account creation and of new passwords, the one copy the create-account and
 * password forms (remote-account) and the api's mutations use.
 */
import type { ValidationRules } from '../types';

/** A new password with its confirmation (SPEC section 5's `password` rule). */
export const NEW_PASSWORD_RULES = {
  password: 'required|password',
  passwordConfirmation: 'required',
} as const satisfies ValidationRules;

export const ACCOUNT_TYPES = ['professional', 'companyEmployee', 'educatorEmployee'] as const;

const ORGANISATION_TYPES = 'companyEmployee,educatorEmployee';

/** `createAccount`'s input; an invitation names the organisation, so it replaces those fields. */
export const CREATE_ACCOUNT_RULES = {
  type: `required|in:${ACCOUNT_TYPES.join(',')}`,
  email: 'required|email|max:255',
  ...NEW_PASSWORD_RULES,
  initials: 'required|max:20',
  firstName: 'required|max:100',
  infix: 'max:20',
  lastName: 'required|max:100',
  phone: 'phone',
  jobTitle: 'max:100',
  organisationName: `exclude_unless:type,${ORGANISATION_TYPES}|required_without:invitationToken|max:200`,
  kvkNumber: 'exclude_unless:type,companyEmployee|required_without:invitationToken',
  acceptTerms: `accepted_if:type,${ACCOUNT_TYPES.join(',')}`,
} as const satisfies ValidationRules;
