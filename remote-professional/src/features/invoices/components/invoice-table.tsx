import { formatDate, formatMoneyFromCents } from '@portal/shared/format';
import {
  INVOICE_STATUS_OPTIONS,
  invoicePeriodText,
  PagedList,
  type InvoiceSort,
  type ListUrlState,
  type PagedListColumn,
} from '@portal/shared/lists';
import type { ClientQueryState } from '@portal/shared/data';
import type { MyInvoicesQuery } from '../../../generated/operation-types';
import { INVOICES_PAGE_SIZE, type InvoiceSummary } from '../api/my-invoices-query';
import type { InvoicePdf } from '../hooks/use-invoice-pdf';
import { InvoiceActions } from './invoice-actions';

export interface InvoiceTableProps {
  query: ClientQueryState<MyInvoicesQuery>;
  list: ListUrlState<InvoiceSort>;
  /** The invoices' PDFs, one at a time (its messages are said in the list's status region). */
  pdf: Pick<InvoicePdf, 'busy' | 'downloading' | 'downloadPdf' | 'error' | 'status'>;
}

/**
 * The invoices with number, date, period, description, amount and status, ten a page from the api;
 * cards with amount, status and actions in view below 600 px.
 */
export function InvoiceTable({ query, list, pdf }: InvoiceTableProps) {
  const columns: Array<PagedListColumn<InvoiceSummary>> = [
    { key: 'number', title: 'Factuurnummer', sort: 'number', card: 'title', render: (row) => row.number },
    { key: 'date', title: 'Datum', sort: 'date', render: (row) => formatDate(row.date) },
    { key: 'period', title: 'Periode', render: (row) => invoicePeriodText(row.period) },
    { key: 'description', title: 'Omschrijving', render: (row) => row.description },
    {
      key: 'amount',
      title: 'Bedrag',
      sort: 'amount',
      align: 'right',
      render: (row) => formatMoneyFromCents(row.amountCents),
    },
    { key: 'status', title: 'Status', sort: 'status', render: (row) => row.status.label },
    {
      key: 'actions',
      title: 'Acties',
      card: 'action',
      render: (row) => (
        <InvoiceActions
          invoice={row}
          downloading={pdf.downloading?.uuid === row.uuid}
          waiting={pdf.busy}
          onDownload={pdf.downloadPdf}
        />
      ),
    },
  ];
  return (
    <PagedList
      label="Facturen"
      query={query}
      pageOf={(data) => data.myInvoices}
      columns={columns}
      rowKey={(row) => row.uuid}
      pageSize={INVOICES_PAGE_SIZE}
      list={list}
      search={{ label: 'Zoeken op factuurnummer of omschrijving' }}
      filters={[{ name: 'status', label: 'Status', options: INVOICE_STATUS_OPTIONS }]}
      error={pdf.error}
      status={pdf.status}
    />
  );
}
