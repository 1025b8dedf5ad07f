export {
  createPortalClient,
  preloadPortalClient,
  PUBLIC_OPERATION_NAMES,
  BATCH_INTERVAL_MS,
  BATCH_MAX_OPERATIONS,
} from './create-portal-client';
export type { PortalClientConfig } from './create-portal-client';
export { derivePortalEndpoints, dynamicTemplateUrl, MISSING_GRAPHQL_URL_MESSAGE } from './endpoints';
export type { PortalEndpoints } from './endpoints';
export { currentPortalEndpoints, filesUrl, rememberPortalEndpoints } from './portal-endpoints';
export { createPortalErrorLink } from './error-link';
export type { PortalErrorHandlers } from './error-link';
export { classifyPortalError, validationErrorsOf, SERVICE_UNAVAILABLE_MESSAGE } from './classify-error';
export type { PortalErrorAction } from './classify-error';
export { readXsrfToken, XSRF_COOKIE, XSRF_HEADER } from './xsrf';
export {
  PORTAL_INIT_QUERY,
  LOGIN_PORTAL_USER,
  LOGGED_IN_STATUS,
  LOGOUT_PORTAL_USER,
  TOKEN_REVOKED_STATUS,
  LOGIN_AS_PORTAL_USER,
} from './operations';
export type { AuthResult, PortalInitQueryData, PortalInitQueryVariables } from './operations';
