import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
import { useMutationAction } from '@portal/shared/data';
import type {
  ChangeColleagueRoleMutation,
  ChangeColleagueRoleMutationVariables,
} from '../generated/operation-types';

export const CHANGE_COLLEAGUE_ROLE: TypedDocumentNode<
  ChangeColleagueRoleMutation,
  ChangeColleagueRoleMutationVariables
> = gql`
  mutation changeColleagueRole($userUuid: ID!, $role: String!) {
    changeColleagueRole(userUuid: $userUuid, role: $role) {
      status
      message
    }
  }
`;

export const useChangeColleagueRole = () => useMutationAction(CHANGE_COLLEAGUE_ROLE);
