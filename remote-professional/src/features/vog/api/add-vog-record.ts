import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type { AddVogRecordMutation, AddVogRecordMutationVariables } from '../../../generated/operation-types';

export const ADD_VOG_RECORD: TypedDocumentNode<AddVogRecordMutation, AddVogRecordMutationVariables> = gql`
  mutation addVogRecord($issuedOn: String!, $mediaUuid: String!) {
    addVogRecord(issuedOn: $issuedOn, mediaUuid: $mediaUuid) {
      uuid
      issuedOn
      validUntil
    }
  }
`;

export const useAddVogRecord = () => useMutationAction(ADD_VOG_RECORD);
