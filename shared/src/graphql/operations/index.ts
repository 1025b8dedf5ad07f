/**
 * `@portal/shared/operations`: the host's GraphQL documents, plain \`graphql\` document nodes with
 * their generated types and no React or Apollo at run time, so the api's tests send exactly these.
 */
export { PORTAL_INIT_QUERY } from './portal-init-query';
export type { PortalInitQueryData, PortalInitQueryVariables } from './portal-init-query';
export { LOGIN_PORTAL_USER, LOGGED_IN_STATUS } from './login-portal-user';
export type { AuthResult } from './login-portal-user';
export { LOGOUT_PORTAL_USER, TOKEN_REVOKED_STATUS } from './logout-portal-user';
export { LOGIN_AS_PORTAL_USER } from './login-as-portal-user';
