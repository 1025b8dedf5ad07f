import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ActionResult } from '../../../lib/action-result';
import { useMutationAction } from '../../../lib/use-mutation-action';

export const REQUEST_REACTIVATION: TypedDocumentNode<
  { requestReactivation: ActionResult },
  { email: string }
> = gql`
  mutation requestReactivation($email: String!) {
    requestReactivation(email: $email) {
      status
      message
    }
  }
`;

export const useRequestReactivation = () => useMutationAction(REQUEST_REACTIVATION, { isPublic: true });
