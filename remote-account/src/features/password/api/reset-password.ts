import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type {
  ResetPasswordMutation,
  ResetPasswordMutationVariables,
} from '../../../generated/operation-types';

export type ResetPasswordVariables = ResetPasswordMutationVariables;

export const RESET_PASSWORD: TypedDocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables> = gql`
  mutation resetPassword(
    $token: String!
    $uuid: String!
    $password: String!
    $passwordConfirmation: String!
  ) {
    resetPassword(
      token: $token
      uuid: $uuid
      password: $password
      passwordConfirmation: $passwordConfirmation
    ) {
      status
      message
    }
  }
`;

export const useResetPassword = () => useMutationAction(RESET_PASSWORD, { isPublic: true });
