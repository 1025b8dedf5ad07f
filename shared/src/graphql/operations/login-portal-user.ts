import { gql, type TypedDocumentNode } from '@apollo/client';

export interface AuthResult {
  status: string;
  message: string | null;
}

export const LOGIN_PORTAL_USER: TypedDocumentNode<
  { loginPortalUser: AuthResult },
  { username: string; password: string }
> = gql`
  mutation loginPortalUser($username: String!, $password: String!) {
    loginPortalUser(username: $username, password: $password) {
      status
      message
    }
  }
`;

export const LOGGED_IN_STATUS = 'LOGGED_IN';
