import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type {
  StartRegistrationFromRejectedMutation,
  StartRegistrationFromRejectedMutationVariables,
} from '../../../generated/operation-types';

export const START_REGISTRATION_FROM_REJECTED: TypedDocumentNode<
  StartRegistrationFromRejectedMutation,
  StartRegistrationFromRejectedMutationVariables
> = gql`
  mutation startRegistrationFromRejected($uuid: String!) {
    startRegistrationFromRejected(uuid: $uuid) {
      uuid
      step
    }
  }
`;

export const useStartRegistrationFromRejected = () => useMutationAction(START_REGISTRATION_FROM_REJECTED);
