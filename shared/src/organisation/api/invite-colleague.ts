import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
import { useMutationAction } from '@portal/shared/data';
import type { InviteColleagueMutation, InviteColleagueMutationVariables } from '../generated/operation-types';

export const INVITE_COLLEAGUE: TypedDocumentNode<InviteColleagueMutation, InviteColleagueMutationVariables> =
  gql`
    mutation inviteColleague($email: String!) {
      inviteColleague(email: $email) {
        status
        message
      }
    }
  `;

export const useInviteColleague = () => useMutationAction(INVITE_COLLEAGUE);
