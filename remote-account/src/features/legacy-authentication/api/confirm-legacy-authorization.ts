import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ActionResult } from '../../../lib/action-result';
import { useMutationAction } from '../../../lib/use-mutation-action';

export const CONFIRM_LEGACY_AUTHORIZATION: TypedDocumentNode<
  { confirmLegacyAuthorization: ActionResult },
  Record<string, never>
> = gql`
  mutation confirmLegacyAuthorization {
    confirmLegacyAuthorization {
      status
      message
    }
  }
`;

export const useConfirmLegacyAuthorization = () => useMutationAction(CONFIRM_LEGACY_AUTHORIZATION);
