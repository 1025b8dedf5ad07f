import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import { listVariables, type ListState, type ListStateOptions } from '@portal/shared/lists';
import type { SessionAwardsQuery, SessionAwardsQueryVariables } from '../../../generated/operation-types';

export type SessionAward = SessionAwardsQuery['educatorSessionAwards']['nodes'][number];

export const SESSION_AWARDS_PAGE_SIZE = 10;

/** One page of a session's awards, searched and sorted by the api. */
export const SESSION_AWARDS: TypedDocumentNode<SessionAwardsQuery, SessionAwardsQueryVariables> = gql`
  query sessionAwards(
    $sessionUuid: ID!
    $page: Int
    $pageSize: Int
    $search: String
    $sort: String
    $order: String
  ) {
    educatorSessionAwards(
      sessionUuid: $sessionUuid
      page: $page
      pageSize: $pageSize
      search: $search
      sort: $sort
      order: $order
    ) {
      totalCount
      page
      pageSize
      nodes {
        uuid
        registrationNumber
        lastName
        points
        awardedOn
        awardedByName
      }
    }
  }
`;

/** The api's own sort names (api/src/schema/education-session-edit.ts). */
export type SessionAwardSort = 'registrationNumber' | 'lastName' | 'awardedOn';
export const SESSION_AWARD_LIST_OPTIONS: ListStateOptions<SessionAwardSort> = {
  sorts: ['registrationNumber', 'lastName', 'awardedOn'],
  defaultSort: 'registrationNumber',
  defaultOrder: 'asc',
  filters: {},
};

export const useSessionAwards = (sessionUuid: string, state: ListState<SessionAwardSort>) =>
  useClientQuery(SESSION_AWARDS, { sessionUuid, ...listVariables(state, SESSION_AWARDS_PAGE_SIZE) });
