import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type {
  DeleteActivityMutation,
  DeleteActivityMutationVariables,
} from '../../../generated/operation-types';

export const DELETE_ACTIVITY: TypedDocumentNode<DeleteActivityMutation, DeleteActivityMutationVariables> =
  gql`
    mutation deleteActivity($uuid: ID!) {
      deleteActivity(uuid: $uuid)
    }
  `;

export const useDeleteActivity = () => useMutationAction(DELETE_ACTIVITY);
