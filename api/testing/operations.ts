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

export const PORTAL_INIT_QUERY = print(PORTAL_INIT_DOCUMENT);
export const LOGIN_MUTATION = print(LOGIN_PORTAL_USER);
export const LOGOUT_MUTATION = print(LOGOUT_PORTAL_USER);
export const LOGIN_AS_MUTATION = print(LOGIN_AS_PORTAL_USER);

/** The professional remote's dashboard query (the api imports no remote, so its text is here). */
export const DASHBOARD_QUERY = /* GraphQL */ `
  query professionalDashboardQuery {
    professionalDashboard {
      fullName
      registration {
        uuid
        registrationNumber
        statusEnum {
          value
          label
        }
        registrationBranch {
          value
          label
        }
        registrationTarget {
          label
        }
        fromDate
        tillDate
      }
    }
  }
`;
