import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type { VerifyEmailMutation, VerifyEmailMutationVariables } from '../../../generated/operation-types';

export const VERIFY_EMAIL: TypedDocumentNode<VerifyEmailMutation, VerifyEmailMutationVariables> = gql`
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
