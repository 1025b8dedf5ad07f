import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ActionResult } from '../../../lib/action-result';
import { useMutationAction } from '../../../lib/use-mutation-action';

export const LOGIN_FROM_PT: TypedDocumentNode<{ loginFromPt: ActionResult }, { token: string }> = gql`
  mutation loginFromPt($token: String!) {
    loginFromPt(token: $token) {
      status
      message
    }
  }
`;

export const useLoginFromPt = () => useMutationAction(LOGIN_FROM_PT, { isPublic: true });
