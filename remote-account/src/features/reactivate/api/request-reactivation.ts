import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type {
  RequestReactivationMutation,
  RequestReactivationMutationVariables,
} from '../../../generated/operation-types';

export const REQUEST_REACTIVATION: TypedDocumentNode<
  RequestReactivationMutation,
  RequestReactivationMutationVariables
> = gql`
  mutation requestReactivation($email: String!) {
    requestReactivation(email: $email) {
      status
      message
    }
  }
`;

export const useRequestReactivation = () => useMutationAction(REQUEST_REACTIVATION, { isPublic: true });
