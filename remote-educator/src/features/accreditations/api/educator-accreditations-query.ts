import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import { listVariables, type ListState, type ListStateOptions } from '@portal/shared/lists';
import type {
  EducatorAccreditationsQuery,
  EducatorAccreditationsQueryVariables,
} from '../../../generated/operation-types';

export type AccreditationSummary = EducatorAccreditationsQuery['educatorAccreditations']['nodes'][number];

export const ACCREDITATIONS_PAGE_SIZE = 10;

/** One page of the provider's accreditations, cut, searched and counted by the api. */
export const EDUCATOR_ACCREDITATIONS: TypedDocumentNode<
  EducatorAccreditationsQuery,
  EducatorAccreditationsQueryVariables
> = gql`
  query educatorAccreditations(
    $page: Int
    $pageSize: Int
    $search: String
    $sort: String
    $order: String
    $status: String
  ) {
    educatorAccreditations(
      page: $page
      pageSize: $pageSize
      search: $search
      sort: $sort
      order: $order
      status: $status
    ) {
      totalCount
      page
      pageSize
      nodes {
        uuid
        accreditationNumber
        title
        status
        statusLabel
        validFrom
        validUntil
        validityYears
        points
        sessionCount
      }
    }
  }
`;

/** The api's own sort and filter names (api/src/schema/accreditations.ts). */
export type AccreditationSort = 'title' | 'status' | 'validUntil' | 'createdAt';
export const ACCREDITATION_STATUSES = ['draft', 'pending', 'approved', 'rejected', 'incomplete', 'expired'];
export const ACCREDITATION_LIST_OPTIONS: ListStateOptions<AccreditationSort> = {
  sorts: ['title', 'status', 'validUntil', 'createdAt'],
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: { status: ACCREDITATION_STATUSES },
};

export const useEducatorAccreditations = (state: ListState<AccreditationSort>) =>
  useClientQuery(EDUCATOR_ACCREDITATIONS, listVariables(state, ACCREDITATIONS_PAGE_SIZE));
