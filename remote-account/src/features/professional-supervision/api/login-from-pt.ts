import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type { LoginFromPtMutation, LoginFromPtMutationVariables } from '../../../generated/operation-types';

export const LOGIN_FROM_PT: TypedDocumentNode<LoginFromPtMutation, LoginFromPtMutationVariables> = gql`
  mutation loginFromPt($token: String!) {
    loginFromPt(token: $token) {
      status
      message
    }
  }
`;

export const useLoginFromPt = () => useMutationAction(LOGIN_FROM_PT, { isPublic: true });
