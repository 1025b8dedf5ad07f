import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type {
  ChangePasswordMutation,
  ChangePasswordMutationVariables,
} from '../../../generated/operation-types';

export const CHANGE_PASSWORD: TypedDocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables> =
  gql`
    mutation changePassword($currentPassword: String!, $password: String!, $passwordConfirmation: String!) {
      changePassword(
        currentPassword: $currentPassword
        password: $password
        passwordConfirmation: $passwordConfirmation
      ) {
        status
        message
      }
    }
  `;

export const useChangePassword = () => useMutationAction(CHANGE_PASSWORD);
