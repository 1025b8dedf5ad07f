import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type { ChangeEmailMutation, ChangeEmailMutationVariables } from '../../../generated/operation-types';

export const CHANGE_EMAIL: TypedDocumentNode<ChangeEmailMutation, ChangeEmailMutationVariables> = gql`
  mutation changeEmail($email: String!, $password: String!) {
    changeEmail(email: $email, password: $password) {
      status
      message
    }
  }
`;

export const useChangeEmail = () => useMutationAction(CHANGE_EMAIL);
