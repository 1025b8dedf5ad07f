import { gql, type TypedDocumentNode } from '@apollo/client';
import type { AuthResult } from './login-portal-user';

export const LOGOUT_PORTAL_USER: TypedDocumentNode<
  { logoutPortalUser: AuthResult },
  Record<string, never>
> = gql`
  mutation logoutPortalUser {
    logoutPortalUser {
      message
      status
    }
  }
`;

/** Only this status means the session was revoked (SPEC section 4); any other changes nothing. */
export const TOKEN_REVOKED_STATUS = 'TOKEN_REVOKED';
