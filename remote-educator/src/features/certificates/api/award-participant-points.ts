import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AwardParticipantPointsMutation,
  AwardParticipantPointsMutationVariables,
} from '../../../generated/operation-types';
import { useListRouteMutation } from './list-route-mutation';

export type AwardReceipt = AwardParticipantPointsMutation['awardParticipantPoints'];

/** Awards the valid rows in one transaction; the answer is the receipt. */
export const AWARD_PARTICIPANT_POINTS: TypedDocumentNode<
  AwardParticipantPointsMutation,
  AwardParticipantPointsMutationVariables
> = gql`
  mutation awardParticipantPoints($sessionUuid: ID!, $list: [String!]!) {
    awardParticipantPoints(sessionUuid: $sessionUuid, list: $list) {
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

export const useAwardParticipantPoints = () =>
  useListRouteMutation(AWARD_PARTICIPANT_POINTS, { idempotent: true });
