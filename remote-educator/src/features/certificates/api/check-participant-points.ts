import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  CheckParticipantPointsMutation,
  CheckParticipantPointsMutationVariables,
} from '../../../generated/operation-types';
import { useListRouteMutation } from './list-route-mutation';

export type CheckedList = CheckParticipantPointsMutation['checkParticipantPoints'];
export type CheckedRow = CheckedList['rows'][number];

/** 'Controleren': every row's result; nothing is written. */
export const CHECK_PARTICIPANT_POINTS: TypedDocumentNode<
  CheckParticipantPointsMutation,
  CheckParticipantPointsMutationVariables
> = gql`
  mutation checkParticipantPoints($sessionUuid: ID!, $list: [String!]!) {
    checkParticipantPoints(sessionUuid: $sessionUuid, list: $list) {
      sessionUuid
      validCount
      rejectedCount
      awardedCount
      rows {
        line
        registrationNumber
        lastName
        status
        message
      }
    }
  }
`;

export const useCheckParticipantPoints = () => useListRouteMutation(CHECK_PARTICIPANT_POINTS);
