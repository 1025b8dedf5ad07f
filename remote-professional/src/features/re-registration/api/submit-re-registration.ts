import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type {
  SubmitReRegistrationMutation,
  SubmitReRegistrationMutationVariables,
} from '../../../generated/operation-types';

export const SUBMIT_RE_REGISTRATION: TypedDocumentNode<
  SubmitReRegistrationMutation,
  SubmitReRegistrationMutationVariables
> = gql`
  mutation submitReRegistration($uuid: ID!) {
    submitReRegistration(uuid: $uuid) {
      uuid
      statusEnum {
        value
        label
      }
      submittedAt
    }
  }
`;

// Idempotent (issue 41): a retry or a second click submits once and gets the first answer.
export const useSubmitReRegistration = () => useMutationAction(SUBMIT_RE_REGISTRATION, { idempotent: true });
