import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type { ReRegistrationQuery, ReRegistrationQueryVariables } from '../../../generated/operation-types';
import { ACTIVITY_FIELDS } from './activity-fields';

export type ReRegistration = NonNullable<ReRegistrationQuery['reRegistration']>;
export type ActivityItem = ReRegistration['activityPage']['nodes'][number];
/** A listed activity: a track brings its sessions, the next period's list does not. */
export type ListedActivity = Omit<ActivityItem, 'subActivities'> & {
  subActivities?: ActivityItem['subActivities'];
};

/**
 * The round with its period, the one deadline, progress summed by the api, and the first page of its activities (a list of
 * 200 rendered whole cost a phone seconds, issue 38; 'Meer tonen' reads the next, activity-page-query.ts).
 */
export const RE_REGISTRATION: TypedDocumentNode<ReRegistrationQuery, ReRegistrationQueryVariables> = gql`
  query reRegistrationQuery($uuid: ID) {
    reRegistration(uuid: $uuid) {
      uuid
      statusEnum {
        value
        label
      }
      periodFromDate
      periodTillDate
      deadline
      submittedAt
      requirementSetLabel
      canSubmit
      submitBlockers
      activityDateMin
      activityDateMax
      permissions {
        canEdit
      }
      categories {
        code
        label
        unit
        pointsPerHour
        hasSubActivities
        isWorkExperience
        providerLabel
      }
      progress {
        code
        label
        unit
        isWorkExperience
        required
        achieved
        met
        text
      }
      activityPage(pageSize: 20) {
        totalCount
        pageSize
        nodes {
          ...activityFields
          subActivities {
            ...activityFields
          }
        }
      }
      nextPeriodActivities {
        ...activityFields
      }
      employerStatement {
        uuid
        kind
        status
        companyName
        hoursStated
        hoursConfirmed
        text
        medias {
          nodes {
            uuid
            filename
            signedUrl
          }
        }
      }
      offersNipNvoProof
      nipNvoProof {
        uuid
        association
      }
      statementEmployers {
        linkUuid
        name
      }
    }
  }
  ${ACTIVITY_FIELDS}
`;

/**
 * Without a uuid (the open round) the read has no variables: the very read the remote's parcel starts
 * for /herregistratie (professionalFirstReads, app/screens.ts), whose answer is taken by variables.
 */
export const useReRegistration = (uuid: string | undefined) =>
  useClientQuery(RE_REGISTRATION, uuid ? { uuid } : {});
