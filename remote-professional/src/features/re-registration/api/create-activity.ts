import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type {
  CreateActivityMutation,
  CreateActivityMutationVariables,
} from '../../../generated/operation-types';

/** An activity of the round, or with parentUuid a session of a track. */
export const CREATE_ACTIVITY: TypedDocumentNode<CreateActivityMutation, CreateActivityMutationVariables> =
  gql`
    mutation createActivity(
      $roundUuid: ID!
      $parentUuid: ID
      $input: ActivityInput
      $subActivity: SubActivityInput
    ) {
      createActivity(
        roundUuid: $roundUuid
        parentUuid: $parentUuid
        input: $input
        subActivity: $subActivity
      ) {
        uuid
        hours
        points
      }
    }
  `;

export const useCreateActivity = () => useMutationAction(CREATE_ACTIVITY);
