import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type { EducatorSessionQuery, EducatorSessionQueryVariables } from '../../../generated/operation-types';

export type EducatorSession = NonNullable<EducatorSessionQuery['educatorSession']>;

/** One of the provider's sessions with what may still be corrected, and its recorded changes. */
export const EDUCATOR_SESSION: TypedDocumentNode<EducatorSessionQuery, EducatorSessionQueryVariables> = gql`
  query educatorSession($uuid: ID!) {
    educatorSession(uuid: $uuid) {
      uuid
      accreditationTitle
      form
      points
      startsOn
      endsOn
      location
      isOnline
      pointsEntryDeadline
      correctionRefusal
      awardedCount
      changeCount
      changes {
        uuid
        kind
        description
        changedByName
        changedAt
      }
    }
  }
`;

export const useEducatorSession = (uuid: string) => useClientQuery(EDUCATOR_SESSION, { uuid });
