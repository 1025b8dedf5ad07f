import { gql, type TypedDocumentNode } from '@apollo/client';
import type { AuthResult } from './login-portal-user';

export const LOGIN_AS_PORTAL_USER: TypedDocumentNode<{ loginAsPortalUser: AuthResult }, { token: string }> =
  gql`
    mutation loginAsPortalUser($token: String!) {
      loginAsPortalUser(token: $token) {
        status
        message
      }
    }
  `;
