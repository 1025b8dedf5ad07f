import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type {
  ConfirmLegacyAuthorizationMutation,
  ConfirmLegacyAuthorizationMutationVariables,
} from '../../../generated/operation-types';

export const CONFIRM_LEGACY_AUTHORIZATION: TypedDocumentNode<
  ConfirmLegacyAuthorizationMutation,
  ConfirmLegacyAuthorizationMutationVariables
> = gql`
  mutation confirmLegacyAuthorization {
    confirmLegacyAuthorization {
      status
      message
    }
  }
`;

export const useConfirmLegacyAuthorization = () => useMutationAction(CONFIRM_LEGACY_AUTHORIZATION);
