import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
import type { LoginPortalUserMutation, LoginPortalUserMutationVariables } from '../generated/operation-types';

export interface AuthResult {
  status: string;
  message: string | null;
}

export const LOGIN_PORTAL_USER: TypedDocumentNode<LoginPortalUserMutation, LoginPortalUserMutationVariables> =
  gql`
    mutation loginPortalUser($username: String!, $password: String!) {
      loginPortalUser(username: $username, password: $password) {
        status
        message
      }
    }
  `;

export const LOGGED_IN_STATUS = 'LOGGED_IN';
