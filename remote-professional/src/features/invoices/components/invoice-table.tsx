import { Table } from 'antd';
import { formatDate, formatMoneyFromCents } from '@portal/shared/format';
import type { InvoiceSummary } from '../api/my-invoices-query';
import { InvoiceActions } from './invoice-actions';

const PAGE_SIZE = 10;

/** The invoices with number, date, description, amount and status; paged by ten in the browser. */
export function InvoiceTable({ invoices }: { invoices: InvoiceSummary[] }) {
  return (
    <Table<InvoiceSummary>
      rowKey="uuid"
      dataSource={invoices}
      scroll={{ x: true }}
      pagination={invoices.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, showSizeChanger: false } : false}
      locale={{ emptyText: 'Geen gegevens beschikbaar' }}
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
        { key: 'actions', title: 'Acties', render: (_, invoice) => <InvoiceActions invoice={invoice} /> },
      ]}
    />
  );
}
