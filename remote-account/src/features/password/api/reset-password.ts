import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ActionResult } from '../../../lib/action-result';
import { useMutationAction } from '../../../lib/use-mutation-action';

export interface ResetPasswordVariables {
  token: string;
  uuid: string;
  password: string;
  passwordConfirmation: string;
}

export const RESET_PASSWORD: TypedDocumentNode<{ resetPassword: ActionResult }, ResetPasswordVariables> = gql`
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
