import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ActionResult } from '../../../lib/action-result';
import { useMutationAction } from '../../../lib/use-mutation-action';

export const CHANGE_EMAIL: TypedDocumentNode<
  { changeEmail: ActionResult },
  { email: string; password: string }
> = gql`
  mutation changeEmail($email: String!, $password: String!) {
    changeEmail(email: $email, password: $password) {
      status
      message
    }
  }
`;

export const useChangeEmail = () => useMutationAction(CHANGE_EMAIL);
