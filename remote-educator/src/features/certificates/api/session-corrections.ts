import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type {
  CorrectAwardedPointsMutation,
  CorrectAwardedPointsMutationVariables,
  CorrectEducationSessionMutation,
  CorrectEducationSessionMutationVariables,
  WithdrawAwardedPointsMutation,
  WithdrawAwardedPointsMutationVariables,
} from '../../../generated/operation-types';

/** A session's dates and place corrected within the entry period (recorded by the api). */
export const CORRECT_EDUCATION_SESSION: TypedDocumentNode<
  CorrectEducationSessionMutation,
  CorrectEducationSessionMutationVariables
> = gql`
  mutation correctEducationSession(
    $sessionUuid: ID!
    $startsOn: Date!
    $endsOn: Date!
    $location: String
    $isOnline: Boolean!
  ) {
    correctEducationSession(
      sessionUuid: $sessionUuid
      startsOn: $startsOn
      endsOn: $endsOn
      location: $location
      isOnline: $isOnline
    ) {
      message
    }
  }
`;

export const CORRECT_AWARDED_POINTS: TypedDocumentNode<
  CorrectAwardedPointsMutation,
  CorrectAwardedPointsMutationVariables
> = gql`
  mutation correctAwardedPoints($sessionUuid: ID!, $awardUuid: ID!, $points: Float!) {
    correctAwardedPoints(sessionUuid: $sessionUuid, awardUuid: $awardUuid, points: $points) {
      message
    }
  }
`;

export const WITHDRAW_AWARDED_POINTS: TypedDocumentNode<
  WithdrawAwardedPointsMutation,
  WithdrawAwardedPointsMutationVariables
> = gql`
  mutation withdrawAwardedPoints($sessionUuid: ID!, $awardUuid: ID!) {
    withdrawAwardedPoints(sessionUuid: $sessionUuid, awardUuid: $awardUuid) {
      message
    }
  }
`;

export const useCorrectAwardedPoints = () => useMutationAction(CORRECT_AWARDED_POINTS);
export const useWithdrawAwardedPoints = () => useMutationAction(WITHDRAW_AWARDED_POINTS);
