import { Table } from 'antd';
import { formatDate, formatMoneyFromCents } from '@portal/shared/format';
import { NO_DATA } from '../../../components/no-data';
import { INVOICES_PAGE_SIZE, type InvoiceSummary } from '../api/my-invoices-query';
import type { InvoicePdf } from '../hooks/use-invoice-pdf';
import { InvoiceActions } from './invoice-actions';

export interface InvoiceTableProps {
  /** The invoices of this page only. */
  invoices: InvoiceSummary[];
  totalCount: number;
  page: number;
  loading: boolean;
  onPageChange: (page: number) => void;
  /** The invoices' PDFs, one at a time (its messages are said in the screen's status region). */
  pdf: Pick<InvoicePdf, 'busy' | 'downloading' | 'downloadPdf'>;
}

/** The invoices with number, date, description, amount and status; the api pages them by ten. */
export function InvoiceTable(props: InvoiceTableProps) {
  const { invoices, totalCount, page, loading, onPageChange, pdf } = props;
  return (
    <Table<InvoiceSummary>
      rowKey="uuid"
      dataSource={invoices}
      loading={loading}
      scroll={{ x: true }}
      pagination={{
        current: page,
        pageSize: INVOICES_PAGE_SIZE,
        total: totalCount,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: onPageChange,
      }}
      locale={{ emptyText: NO_DATA }}
      columns={[
        { key: 'number', title: 'Factuurnummer', dataIndex: 'number' },
        { key: 'date', title: 'Datum', render: (_, invoice) => formatDate(invoice.date) },
        { key: 'description', title: 'Omschrijving', dataIndex: 'description' },
        {
          key: 'amount',
          title: 'Bedrag',
          align: 'right',
          render: (_, invoice) => formatMoneyFromCents(invoice.amountCents),
        },
        { key: 'status', title: 'Status', render: (_, invoice) => invoice.status.label },
        {
          key: 'actions',
          title: 'Acties',
          render: (_, invoice) => (
            <InvoiceActions
              invoice={invoice}
              downloading={pdf.downloading?.uuid === invoice.uuid}
              waiting={pdf.busy}
              onDownload={pdf.downloadPdf}
            />
          ),
        },
      ]}
    />
  );
}
