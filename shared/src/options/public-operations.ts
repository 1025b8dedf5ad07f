/**
 * The operations the public endpoint (`/portal_public`) serves, by name: the host's client sends
 * these there, everything else to the signed-in endpoint. React-free, so the api's tests can hold
 * it against the fields the api marks public.
 */
export const PUBLIC_OPERATION_NAMES: ReadonlySet<string> = new Set([
  'portalInitQuery',
  'loginPortalUser',
  'logoutPortalUser',
  'loginAsPortalUser',
  // The account operations a guest uses (docs/contracts/account-operations.md).
  'requestPasswordReset',
  'resetPassword',
  'createAccount',
  'invitation',
  'verifyEmail',
  'confirmEmailChange',
  'completeAccountMigration',
  'requestReactivation',
  'loginFromPt',
  // The public register card at /registerpas/{uuid} (remote-professional), read signed out.
  'registrationCard',
  // The public register lookup at /register (remote-account), read signed out (issue 39).
  'publicRegister',
]);
