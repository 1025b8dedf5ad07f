import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
import type {
  LogoutPortalUserMutation,
  LogoutPortalUserMutationVariables,
} from '../generated/operation-types';

export const LOGOUT_PORTAL_USER: TypedDocumentNode<
  LogoutPortalUserMutation,
  LogoutPortalUserMutationVariables
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
