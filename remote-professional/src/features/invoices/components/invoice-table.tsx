import { Table } from 'antd';
import { useState } from 'react';
import { useDocumentDownload } from '@portal/shared/data';
import { formatDate, formatMoneyFromCents } from '@portal/shared/format';
import { FormStatus } from '@portal/shared/forms/plain';
import { NO_DATA } from '../../../components/no-data';
import { INVOICES_PAGE_SIZE, type InvoiceSummary } from '../api/my-invoices-query';
import { InvoiceActions } from './invoice-actions';

export interface InvoiceTableProps {
  /** The invoices of this page only. */
  invoices: InvoiceSummary[];
  totalCount: number;
  page: number;
  loading: boolean;
  onPageChange: (page: number) => void;
}

/** The invoices with number, date, description, amount and status; the api pages them by ten. */
export function InvoiceTable({ invoices, totalCount, page, loading, onPageChange }: InvoiceTableProps) {
  // One download and one place for its error, whichever row's PDF was asked.
  const { download, busy, error } = useDocumentDownload();
  const [downloadingUuid, setDownloadingUuid] = useState<string | null>(null);
  const downloadPdf = (invoice: InvoiceSummary) => {
    setDownloadingUuid(invoice.uuid);
    void download({ template: 'invoice', uuid: invoice.uuid }, `factuur-${invoice.number}.pdf`);
  };

  return (
    <>
      <FormStatus error={error} />
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
                downloading={busy && downloadingUuid === invoice.uuid}
                onDownload={downloadPdf}
              />
            ),
          },
        ]}
      />
    </>
  );
}
