import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type { AddDiplomaMutation, AddDiplomaMutationVariables } from '../../../generated/operation-types';

export const ADD_DIPLOMA: TypedDocumentNode<AddDiplomaMutation, AddDiplomaMutationVariables> = gql`
  mutation addDiploma($input: DiplomaInput!) {
    addDiploma(input: $input) {
      uuid
    }
  }
`;

export const useAddDiploma = () => useMutationAction(ADD_DIPLOMA);
