import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type { ActivityQuery, ActivityQueryVariables } from '../../../generated/operation-types';
import { ACTIVITY_FIELDS } from './activity-fields';

export type ActivityDetail = NonNullable<ActivityQuery['activity']>;

export const ACTIVITY: TypedDocumentNode<ActivityQuery, ActivityQueryVariables> = gql`
  query activityQuery($uuid: ID!) {
    activity(uuid: $uuid) {
      ...activityFields
      subActivities {
        ...activityFields
      }
    }
  }
  ${ACTIVITY_FIELDS}
`;

export const useActivity = (uuid: string) => useClientQuery(ACTIVITY, { uuid });
