import { gql } from '@apollo/client';

/** What the list and the forms read of an activity. */
export const ACTIVITY_FIELDS = gql`
  fragment activityFields on Activity {
    uuid
    title
    providerName
    activityDate
    hours
    points
    source
    courseName
    parentUuid
    countsForNextPeriod
    category {
      code
      label
      unit
      hasSubActivities
      providerLabel
    }
    medias {
      nodes {
        uuid
        filename
        signedUrl
      }
    }
    permissions {
      canEdit
    }
  }
`;
