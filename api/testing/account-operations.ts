/** The account operations of issue 5 as the account remote sends them. */

export const ACTION = 'status message';

export const REQUEST_PASSWORD_RESET = `mutation requestPasswordReset($email: String!) {
  requestPasswordReset(email: $email) { ${ACTION} } }`;

export const RESET_PASSWORD = `mutation resetPassword($token: String!, $uuid: String!, $password: String!, $passwordConfirmation: String!) {
  resetPassword(token: $token, uuid: $uuid, password: $password, passwordConfirmation: $passwordConfirmation) { ${ACTION} } }`;

export const CREATE_ACCOUNT = `mutation createAccount($input: CreateAccountInput!) {
  createAccount(input: $input) { ${ACTION} } }`;

export const VERIFY_EMAIL = `mutation verifyEmail($emailVerificationUuid: String!, $emailVerificationLinkUuid: String!) {
  verifyEmail(emailVerificationUuid: $emailVerificationUuid, emailVerificationLinkUuid: $emailVerificationLinkUuid) { ${ACTION} } }`;

export const RESEND_ACTIVATION = `mutation resendActivationEmail { resendActivationEmail { ${ACTION} } }`;

export const COMPLETE_MIGRATION = `mutation completeAccountMigration($token: String!, $email: String!, $password: String!, $passwordConfirmation: String!) {
  completeAccountMigration(token: $token, email: $email, password: $password, passwordConfirmation: $passwordConfirmation) { ${ACTION} } }`;

export const REQUEST_REACTIVATION = `mutation requestReactivation($email: String!) {
  requestReactivation(email: $email) { ${ACTION} } }`;

export const CONFIRM_LEGACY = `mutation confirmLegacyAuthorization { confirmLegacyAuthorization { ${ACTION} } }`;

export const LOGIN_FROM_PT = `mutation loginFromPt($token: String!) { loginFromPt(token: $token) { ${ACTION} } }`;

export const CREATE_PT_TOKEN = `mutation createPtLoginToken { createPtLoginToken { url } }`;

export const INVITATION = `query invitation($token: String!) { invitation(token: $token) { organisationName type email } }`;

export const INVITE_COLLEAGUE = `mutation inviteColleague($email: String!) { inviteColleague(email: $email) { ${ACTION} } }`;

export const PROFILE_FIELDS = `email initials firstName infix lastName phone country postalCode houseNumber
  houseNumberAddition street city loginNotification shownInRegister registerStreet registerHouseNumber
  registerHouseNumberAddition registerPostalCode registerCity registerPhone jobTitle hasUnfinishedProfile steps`;

export const ACCOUNT_PROFILE = `query accountProfile { accountProfile { ${PROFILE_FIELDS} } }`;

export const UPDATE_PROFILE = `mutation updateAccountProfile($step: String!, $input: AccountProfileInput!, $isDraft: Int) {
  updateAccountProfile(step: $step, input: $input, isDraft: $isDraft) { ${ACTION} } }`;

export const CHANGE_EMAIL = `mutation changeEmail($email: String!, $password: String!) {
  changeEmail(email: $email, password: $password) { ${ACTION} } }`;

export const CHANGE_PASSWORD = `mutation changePassword($currentPassword: String!, $password: String!, $passwordConfirmation: String!) {
  changePassword(currentPassword: $currentPassword, password: $password, passwordConfirmation: $passwordConfirmation) { ${ACTION} } }`;

export const INVOICE = `query invoice($uuid: String!) { invoice(uuid: $uuid) {
  uuid number status { value label } amountCents lines { description amountCents } dueDate } }`;

export const START_PAYMENT = `mutation startPayment($invoiceUuid: String!) { startPayment(invoiceUuid: $invoiceUuid) { checkoutUrl } }`;

export const NEW_PASSWORD = 'Nieuw-Wachtwoord-2026!';
