import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  SavePracticalProgrammeMutation,
  SavePracticalProgrammeMutationVariables,
} from '../../../generated/operation-types';

export const SAVE_PRACTICAL_PROGRAMME: TypedDocumentNode<
  SavePracticalProgrammeMutation,
  SavePracticalProgrammeMutationVariables
> = gql`
  mutation savePracticalProgramme($uuid: ID, $input: PracticalProgrammeInput!, $isDraft: Int) {
    savePracticalProgramme(uuid: $uuid, input: $input, isDraft: $isDraft) {
      status
      message
      uuid
    }
  }
`;
