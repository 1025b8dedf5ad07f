import { Alert } from 'antd';
import { useState } from 'react';
import { LoadingSkeleton, ScreenScope } from '@portal/shared/ui';
import { useMyInvoices } from '../api/my-invoices-query';
import { InvoiceTable } from './invoice-table';

function InvoicesContent() {
  const [page, setPage] = useState(1);
  const { data, loading, failed } = useMyInvoices(page);
  const list = data?.myInvoices;
  return (
    <section aria-labelledby="invoices-title">
      <h1 id="invoices-title">Mijn facturen</h1>
      {/* Only the first load replaces the table; another page keeps it, marked as loading. */}
      {loading && !list && <LoadingSkeleton />}
      {!loading && failed && (
        <Alert
          type="error"
          showIcon
          title="Je facturen konden niet worden geladen. Probeer het later opnieuw."
        />
      )}
      {list && (
        <InvoiceTable
          invoices={list.nodes}
          totalCount={list.totalCount}
          page={page}
          loading={loading}
          onPageChange={setPage}
        />
      )}
    </section>
  );
}

/** Mijn facturen: every invoice with its PDF, and 'Betalen' for the open ones. */
export default function InvoicesScreen() {
  return (
    <ScreenScope>
      <InvoicesContent />
    </ScreenScope>
  );
}
