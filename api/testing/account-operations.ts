/**
 * The account operations of issue 5 exactly as the account remote sends them: read by name from
 * remote-account's own documents, so a change there is what the api is tested with.
 */
import { clientOperations } from '@portal/shared/testing/client-operations';

const ACCOUNT = clientOperations('remote-account/src/features');

export const REQUEST_PASSWORD_RESET = ACCOUNT('requestPasswordReset');
export const RESET_PASSWORD = ACCOUNT('resetPassword');
export const CREATE_ACCOUNT = ACCOUNT('createAccount');
export const VERIFY_EMAIL = ACCOUNT('verifyEmail');
export const RESEND_ACTIVATION = ACCOUNT('resendActivationEmail');
export const COMPLETE_MIGRATION = ACCOUNT('completeAccountMigration');
export const REQUEST_REACTIVATION = ACCOUNT('requestReactivation');
export const CONFIRM_LEGACY = ACCOUNT('confirmLegacyAuthorization');
export const LOGIN_FROM_PT = ACCOUNT('loginFromPt');
export const CREATE_PT_TOKEN = ACCOUNT('createPtLoginToken');
export const INVITATION = ACCOUNT('invitation');
export const ACCOUNT_PROFILE = ACCOUNT('accountProfile');
export const UPDATE_PROFILE = ACCOUNT('updateAccountProfile');
export const CHANGE_EMAIL = ACCOUNT('changeEmail');
export const CONFIRM_EMAIL_CHANGE = ACCOUNT('confirmEmailChange');
export const CHANGE_PASSWORD = ACCOUNT('changePassword');
export const INVOICE = ACCOUNT('invoice');
export const START_PAYMENT = ACCOUNT('startPayment');

/** Sent by the employer remote, which does not exist yet: its text is here until it does. */
export const INVITE_COLLEAGUE = `mutation inviteColleague($email: String!) {
  inviteColleague(email: $email) { status message } }`;

export const NEW_PASSWORD = 'Nieuw-Wachtwoord-2026!';
