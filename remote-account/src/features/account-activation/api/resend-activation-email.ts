import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ActionResult } from '../../../lib/action-result';
import { useMutationAction } from '../../../lib/use-mutation-action';

export const RESEND_ACTIVATION_EMAIL: TypedDocumentNode<
  { resendActivationEmail: ActionResult },
  Record<string, never>
> = gql`
  mutation resendActivationEmail {
    resendActivationEmail {
      status
      message
    }
  }
`;

export const useResendActivationEmail = () => useMutationAction(RESEND_ACTIVATION_EMAIL);
