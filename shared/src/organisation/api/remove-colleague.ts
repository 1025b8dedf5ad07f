import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
import { useMutationAction } from '@portal/shared/data';
import type { RemoveColleagueMutation, RemoveColleagueMutationVariables } from '../generated/operation-types';

export const REMOVE_COLLEAGUE: TypedDocumentNode<RemoveColleagueMutation, RemoveColleagueMutationVariables> =
  gql`
    mutation removeColleague($userUuid: ID!) {
      removeColleague(userUuid: $userUuid) {
        status
        message
      }
    }
  `;

export const useRemoveColleague = () => useMutationAction(REMOVE_COLLEAGUE);
