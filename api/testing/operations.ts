/**
 * The operations the portal's client sends, as text for the test browser. The host's operations are
 * the shared documents themselves (`@portal/shared/operations`), so a change there is what the api
 * is tested with.
 */
import { print } from 'graphql';
import {
  LOGIN_AS_PORTAL_USER,
  LOGIN_PORTAL_USER,
  LOGOUT_PORTAL_USER,
  PORTAL_INIT_QUERY as PORTAL_INIT_DOCUMENT,
} from '@portal/shared/operations';
import { clientOperations } from '@portal/shared/testing/client-operations';

export const PORTAL_INIT_QUERY = print(PORTAL_INIT_DOCUMENT);
export const LOGIN_MUTATION = print(LOGIN_PORTAL_USER);
export const LOGOUT_MUTATION = print(LOGOUT_PORTAL_USER);
export const LOGIN_AS_MUTATION = print(LOGIN_AS_PORTAL_USER);

/** The professional remote's dashboard query, as that remote sends it. */
export const DASHBOARD_QUERY = clientOperations('remote-professional/src/features')(
  'professionalDashboardQuery',
);
