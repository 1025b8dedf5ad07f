import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
import type {
  LoginAsPortalUserMutation,
  LoginAsPortalUserMutationVariables,
} from '../generated/operation-types';

export const LOGIN_AS_PORTAL_USER: TypedDocumentNode<
  LoginAsPortalUserMutation,
  LoginAsPortalUserMutationVariables
> = gql`
  mutation loginAsPortalUser($token: String!) {
    loginAsPortalUser(token: $token) {
      status
      message
    }
  }
`;
