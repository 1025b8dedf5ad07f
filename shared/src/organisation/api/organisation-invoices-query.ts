import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
import { useClientQuery } from '@portal/shared/data';
import { listVariables, type InvoiceSort, type ListState } from '@portal/shared/lists';
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

export const useOrganisationInvoices = (state: ListState<InvoiceSort>) =>
  useClientQuery(ORGANISATION_INVOICES, listVariables(state, ORGANISATION_INVOICES_PAGE_SIZE));
