import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type {
  RequestPasswordResetMutation,
  RequestPasswordResetMutationVariables,
} from '../../../generated/operation-types';

export const REQUEST_PASSWORD_RESET: TypedDocumentNode<
  RequestPasswordResetMutation,
  RequestPasswordResetMutationVariables
> = gql`
  mutation requestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      status
      message
    }
  }
`;

export const useRequestPasswordReset = () => useMutationAction(REQUEST_PASSWORD_RESET, { isPublic: true });
