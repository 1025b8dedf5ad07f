import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type {
  ResendActivationEmailMutation,
  ResendActivationEmailMutationVariables,
} from '../../../generated/operation-types';

export const RESEND_ACTIVATION_EMAIL: TypedDocumentNode<
  ResendActivationEmailMutation,
  ResendActivationEmailMutationVariables
> = gql`
  mutation resendActivationEmail {
    resendActivationEmail {
      status
      message
    }
  }
`;

export const useResendActivationEmail = () => useMutationAction(RESEND_ACTIVATION_EMAIL);
