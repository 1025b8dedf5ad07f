import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type {
  DirectDebitMandateQuery,
  DirectDebitMandateQueryVariables,
} from '../../../generated/operation-types';

export type Mandate = NonNullable<DirectDebitMandateQuery['directDebitMandate']>;

/** The active mandate with what the next yearly invoice will be under it (or without one). */
export const DIRECT_DEBIT_MANDATE: TypedDocumentNode<
  DirectDebitMandateQuery,
  DirectDebitMandateQueryVariables
> = gql`
  query directDebitMandate {
    directDebitMandate {
      uuid
      reference
      accountHolder
      iban
      signedAt
    }
    nextYearlyInvoice {
      lines {
        description
        amountCents
      }
      totalCents
      collectedByDirectDebit
    }
  }
`;

export const useDirectDebitMandate = () => useClientQuery(DIRECT_DEBIT_MANDATE, {});
