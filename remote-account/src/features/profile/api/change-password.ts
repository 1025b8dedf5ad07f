import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ActionResult } from '../../../lib/action-result';
import { useMutationAction } from '../../../lib/use-mutation-action';

export const CHANGE_PASSWORD: TypedDocumentNode<
  { changePassword: ActionResult },
  { currentPassword: string; password: string; passwordConfirmation: string }
> = gql`
  mutation changePassword($currentPassword: String!, $password: String!, $passwordConfirmation: String!) {
    changePassword(
      currentPassword: $currentPassword
      password: $password
      passwordConfirmation: $passwordConfirmation
    ) {
      status
      message
    }
  }
`;

export const useChangePassword = () => useMutationAction(CHANGE_PASSWORD);
