import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '../../../lib/use-client-query';

export interface Invoice {
  uuid: string;
  number: string;
  status: { value: string; label: string | null };
  amountCents: number;
  lines: Array<{ description: string; amountCents: number }>;
  dueDate: string | null;
}

export const INVOICE: TypedDocumentNode<{ invoice: Invoice | null }, { uuid: string }> = gql`
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
