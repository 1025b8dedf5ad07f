import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
import { useClientQuery } from '@portal/shared/data';
import { listVariables, type ListState, type ListStateOptions } from '@portal/shared/lists';
import type {
  OrganisationInvoicesQuery,
  OrganisationInvoicesQueryVariables,
} from '../generated/operation-types';

export type OrganisationInvoice = OrganisationInvoicesQuery['organisationInvoices']['nodes'][number];

export const ORGANISATION_INVOICES_PAGE_SIZE = 10;

/** One page of the organisation's invoices, newest first, with how many there are in all. */
export const ORGANISATION_INVOICES: TypedDocumentNode<
  OrganisationInvoicesQuery,
  OrganisationInvoicesQueryVariables
> = gql`
  query organisationInvoices(
    $page: Int
    $pageSize: Int
    $search: String
    $sort: String
    $order: String
    $status: String
  ) {
    organisationInvoices(
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
        period {
          from
          till
        }
      }
    }
  }
`;

export type OrganisationInvoiceSort = 'date' | 'dueDate' | 'number' | 'amount' | 'status';
export const ORGANISATION_INVOICE_LIST_OPTIONS: ListStateOptions<OrganisationInvoiceSort> = {
  sorts: ['date', 'dueDate', 'number', 'amount', 'status'],
  defaultSort: 'date',
  defaultOrder: 'desc',
  filters: { status: ['open', 'paid', 'cancelled'] },
};

export const useOrganisationInvoices = (state: ListState<OrganisationInvoiceSort>) =>
  useClientQuery(ORGANISATION_INVOICES, listVariables(state, ORGANISATION_INVOICES_PAGE_SIZE));
