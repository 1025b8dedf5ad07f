import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type {
  ReRegistrationActivityPageQuery,
  ReRegistrationActivityPageQueryVariables,
} from '../../../generated/operation-types';
import { ACTIVITY_FIELDS } from './activity-fields';

/**
 * A later page of the round's activities ('Meer tonen'), the same size as the first page the round's
 * own read brings (re-registration-query.ts); the round by its uuid, so the open round's pages follow it.
 */
export const RE_REGISTRATION_ACTIVITY_PAGE: TypedDocumentNode<
  ReRegistrationActivityPageQuery,
  ReRegistrationActivityPageQueryVariables
> = gql`
  query reRegistrationActivityPage($uuid: ID!, $page: Int!) {
    reRegistration(uuid: $uuid) {
      uuid
      activityPage(page: $page, pageSize: 20) {
        totalCount
        pageSize
        nodes {
          ...activityFields
          subActivities {
            ...activityFields
          }
        }
      }
    }
  }
  ${ACTIVITY_FIELDS}
`;

export const useActivityPage = (uuid: string, page: number) =>
  useClientQuery(RE_REGISTRATION_ACTIVITY_PAGE, { uuid, page });
