import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  SubmitRegistrationMutation,
  SubmitRegistrationMutationVariables,
} from '../../../generated/operation-types';

export const SUBMIT_REGISTRATION: TypedDocumentNode<
  SubmitRegistrationMutation,
  SubmitRegistrationMutationVariables
> = gql`
  mutation submitRegistration($uuid: String!) {
    submitRegistration(uuid: $uuid) {
      uuid
      status
      step
    }
  }
`;
