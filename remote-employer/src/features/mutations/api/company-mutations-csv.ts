import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  CompanyProfessionalMutationsCsvQuery,
  CompanyProfessionalMutationsCsvQueryVariables,
} from '../../../generated/operation-types';

/** The mutations of the chosen type and period as CSV, written by the api. */
export const COMPANY_MUTATIONS_CSV: TypedDocumentNode<
  CompanyProfessionalMutationsCsvQuery,
  CompanyProfessionalMutationsCsvQueryVariables
> = gql`
  query companyProfessionalMutationsCsv($kind: String, $from: Date, $till: Date) {
    companyProfessionalMutationsCsv(kind: $kind, from: $from, till: $till)
  }
`;
