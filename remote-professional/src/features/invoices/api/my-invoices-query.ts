import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import { listVariables, type InvoiceSort, type ListState } from '@portal/shared/lists';
import type { MyInvoicesQuery, MyInvoicesQueryVariables } from '../../../generated/operation-types';

export type InvoiceSummary = MyInvoicesQuery['myInvoices']['nodes'][number];

/** Rows a page of 'Mijn facturen'; the api cuts the page and counts the whole list in SQL. */
export const INVOICES_PAGE_SIZE = 10;

/** One page of the invoices, newest first, with how many there are in all (for the pager). */
export const MY_INVOICES: TypedDocumentNode<MyInvoicesQuery, MyInvoicesQueryVariables> = gql`
  query myInvoices(
    $page: Int
    $pageSize: Int
    $search: String
    $sort: String
    $order: String
    $status: String
  ) {
    myInvoices(
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
        period {
          from
          till
        }
      }
    }
  }
`;

/** The page the URL names, read from the api: search, filter and sort happen there. */
export const useMyInvoices = (state: ListState<InvoiceSort>) =>
  useClientQuery(MY_INVOICES, listVariables(state, INVOICES_PAGE_SIZE));
