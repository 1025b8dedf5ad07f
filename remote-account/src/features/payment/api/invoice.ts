import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type { InvoiceQuery, InvoiceQueryVariables } from '../../../generated/operation-types';

export type Invoice = NonNullable<InvoiceQuery['invoice']>;

export const INVOICE: TypedDocumentNode<InvoiceQuery, InvoiceQueryVariables> = gql`
  query invoice($uuid: String!) {
    invoice(uuid: $uuid) {
      uuid
      number
      status {
        value
        label
      }
      amountCents
      lines {
        description
        amountCents
      }
      dueDate
    }
  }
`;

export const useInvoice = (uuid: string) => useClientQuery(INVOICE, { uuid }, { skip: !uuid });
