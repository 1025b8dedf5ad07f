import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ActionResult } from '../../../lib/action-result';
import { useMutationAction } from '../../../lib/use-mutation-action';

export const VERIFY_EMAIL: TypedDocumentNode<
  { verifyEmail: ActionResult },
  { emailVerificationUuid: string; emailVerificationLinkUuid: string }
> = gql`
  mutation verifyEmail($emailVerificationUuid: String!, $emailVerificationLinkUuid: String!) {
    verifyEmail(
      emailVerificationUuid: $emailVerificationUuid
      emailVerificationLinkUuid: $emailVerificationLinkUuid
    ) {
      status
      message
    }
  }
`;

export const useVerifyEmail = () => useMutationAction(VERIFY_EMAIL, { isPublic: true });
