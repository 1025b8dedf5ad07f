import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type {
  ConfirmEmailChangeMutation,
  ConfirmEmailChangeMutationVariables,
} from '../../../generated/operation-types';

export const CONFIRM_EMAIL_CHANGE: TypedDocumentNode<
  ConfirmEmailChangeMutation,
  ConfirmEmailChangeMutationVariables
> = gql`
  mutation confirmEmailChange($token: String!) {
    confirmEmailChange(token: $token) {
      status
      message
    }
  }
`;

export const useConfirmEmailChange = () => useMutationAction(CONFIRM_EMAIL_CHANGE, { isPublic: true });
