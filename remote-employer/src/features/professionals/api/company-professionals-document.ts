import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  CompanyProfessionalsQuery,
  CompanyProfessionalsQueryVariables,
} from '../../../generated/operation-types';

/**
 * The overview's read, in a module of its own: the screen map names it as a first read, so the
 * parcel imports it, and nothing of the list's code may come along with it.
 */
export const COMPANY_PROFESSIONALS: TypedDocumentNode<
  CompanyProfessionalsQuery,
  CompanyProfessionalsQueryVariables
> = gql`
  query companyProfessionals(
    $page: Int
    $pageSize: Int
    $search: String
    $sort: String
    $order: String
    $status: String
    $chamber: String
    $endsFrom: Date
    $endsTill: Date
  ) {
    companyProfessionals(
      page: $page
      pageSize: $pageSize
      search: $search
      sort: $sort
      order: $order
      status: $status
      chamber: $chamber
      endsFrom: $endsFrom
      endsTill: $endsTill
    ) {
      totalCount
      page
      pageSize
      nodes {
        linkUuid
        linkStatus
        name
        registrationNumber
        chamber {
          value
          label
        }
        target
        status {
          value
          label
        }
        validUntil
        sharesProgress
        reRegistrationProgress {
          status
          deadline
        }
      }
    }
  }
`;
