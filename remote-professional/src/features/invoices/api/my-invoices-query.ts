import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type { MyInvoicesQuery, MyInvoicesQueryVariables } from '../../../generated/operation-types';

export type InvoiceSummary = MyInvoicesQuery['myInvoices'][number];

/** Newest first; the api does not page them (a professional has a few a year). */
export const MY_INVOICES: TypedDocumentNode<MyInvoicesQuery, MyInvoicesQueryVariables> = gql`
  query myInvoices {
    myInvoices {
      uuid
      number
      date
      dueDate
      description
      amountCents
      status {
        value
        label
      }
      collectedByDirectDebit
    }
  }
`;

export const useMyInvoices = () => useClientQuery(MY_INVOICES, {});
