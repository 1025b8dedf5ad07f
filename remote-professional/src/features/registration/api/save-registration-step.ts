import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  SaveRegistrationStepMutation,
  SaveRegistrationStepMutationVariables,
} from '../../../generated/operation-types';

export const SAVE_REGISTRATION_STEP: TypedDocumentNode<
  SaveRegistrationStepMutation,
  SaveRegistrationStepMutationVariables
> = gql`
  mutation saveRegistrationStep($uuid: String!, $step: String!, $data: JSON!, $isDraft: Int) {
    saveRegistrationStep(uuid: $uuid, step: $step, data: $data, isDraft: $isDraft) {
      uuid
      status
      step
    }
  }
`;
