import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ActionResult } from '../../../lib/action-result';
import { useMutationAction } from '../../../lib/use-mutation-action';

export const REQUEST_PASSWORD_RESET: TypedDocumentNode<
  { requestPasswordReset: ActionResult },
  { email: string }
> = gql`
  mutation requestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      status
      message
    }
  }
`;

export const useRequestPasswordReset = () => useMutationAction(REQUEST_PASSWORD_RESET, { isPublic: true });
