import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type {
  RemoveDiplomaMutation,
  RemoveDiplomaMutationVariables,
} from '../../../generated/operation-types';

export const REMOVE_DIPLOMA: TypedDocumentNode<RemoveDiplomaMutation, RemoveDiplomaMutationVariables> = gql`
  mutation removeDiploma($uuid: String!) {
    removeDiploma(uuid: $uuid)
  }
`;

export const useRemoveDiploma = () => useMutationAction(REMOVE_DIPLOMA);
