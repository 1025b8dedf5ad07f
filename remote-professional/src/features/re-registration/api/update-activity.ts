import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type {
  UpdateActivityMutation,
  UpdateActivityMutationVariables,
} from '../../../generated/operation-types';

export const UPDATE_ACTIVITY: TypedDocumentNode<UpdateActivityMutation, UpdateActivityMutationVariables> =
  gql`
    mutation updateActivity($uuid: ID!, $input: ActivityInput, $subActivity: SubActivityInput) {
      updateActivity(uuid: $uuid, input: $input, subActivity: $subActivity) {
        uuid
        hours
        points
      }
    }
  `;

export const useUpdateActivity = () => useMutationAction(UPDATE_ACTIVITY);
