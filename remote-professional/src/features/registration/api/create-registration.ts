import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  CreateRegistrationMutation,
  CreateRegistrationMutationVariables,
} from '../../../generated/operation-types';

export const CREATE_REGISTRATION: TypedDocumentNode<
  CreateRegistrationMutation,
  CreateRegistrationMutationVariables
> = gql`
  mutation createRegistration($registrationTargetUuid: String!) {
    createRegistration(registrationTargetUuid: $registrationTargetUuid) {
      uuid
      status
      step
    }
  }
`;
