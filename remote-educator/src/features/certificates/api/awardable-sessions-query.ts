import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type {
  AwardableSessionsQuery,
  AwardableSessionsQueryVariables,
} from '../../../generated/operation-types';

export type AwardableSession = AwardableSessionsQuery['educatorAwardableSessions'][number];

/** Sessions of approved, unexpired accreditations whose entry period is open. */
export const AWARDABLE_SESSIONS: TypedDocumentNode<AwardableSessionsQuery, AwardableSessionsQueryVariables> =
  gql`
    query awardableSessions {
      educatorAwardableSessions {
        uuid
        accreditationUuid
        accreditationTitle
        points
        startsOn
        endsOn
        location
        isOnline
        pointsEntryDeadline
      }
    }
  `;

export const useAwardableSessions = () => useClientQuery(AWARDABLE_SESSIONS, {});
