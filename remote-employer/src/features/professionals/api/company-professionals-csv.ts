import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  CompanyProfessionalsCsvQuery,
  CompanyProfessionalsCsvQueryVariables,
} from '../../../generated/operation-types';

/** The overview's current search, filter and sort as CSV, written by the api in one statement. */
export const COMPANY_PROFESSIONALS_CSV: TypedDocumentNode<
  CompanyProfessionalsCsvQuery,
  CompanyProfessionalsCsvQueryVariables
> = gql`
  query companyProfessionalsCsv(
    $search: String
    $sort: String
    $order: String
    $status: String
    $chamber: String
    $endsFrom: Date
    $endsTill: Date
  ) {
    companyProfessionalsCsv(
      search: $search
      sort: $sort
      order: $order
      status: $status
      chamber: $chamber
      endsFrom: $endsFrom
      endsTill: $endsTill
    )
  }
`;
