import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type {
  AccreditationTermsQuery,
  AccreditationTermsQueryVariables,
} from '../../../generated/operation-types';

export type AccreditationTerms = AccreditationTermsQuery['accreditationTerms'];

/** The fees, rules and chambers of accreditation, from the api's configuration (never in the screen). */
export const ACCREDITATION_TERMS: TypedDocumentNode<
  AccreditationTermsQuery,
  AccreditationTermsQueryVariables
> = gql`
  query accreditationTerms {
    accreditationTerms {
      fees {
        validityYears
        description
        amountCents
      }
      chambers {
        value
        label
      }
      finalTestFromHours
      pointsEntryMonths
    }
  }
`;

export const useAccreditationTerms = () => useClientQuery(ACCREDITATION_TERMS, {});
