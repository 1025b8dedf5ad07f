import { useState } from 'react';
import { ScreenScope } from '@portal/shared/ui';
import { QueryContent } from '../../../components/query-content';
import { useMyInvoices } from '../api/my-invoices-query';
import { useInvoicePdf } from '../hooks/use-invoice-pdf';
import { InvoiceTable } from './invoice-table';

function InvoicesContent() {
  const [page, setPage] = useState(1);
  const query = useMyInvoices(page);
  const pdf = useInvoicePdf();
  return (
    <section aria-labelledby="invoices-title">
      <h1 id="invoices-title">Mijn facturen</h1>
      {/* Another page keeps the table, marked as loading; a page that failed shows no rows at all
          (neither the page before nor 'Geen gegevens beschikbaar'), only the failure and a retry. */}
      <QueryContent query={query} hideDataOnFailure error={pdf.error} status={pdf.status}>
        {({ myInvoices }) => (
          <InvoiceTable
            invoices={myInvoices.nodes}
            totalCount={myInvoices.totalCount}
            page={page}
            loading={query.loading}
            onPageChange={setPage}
            pdf={pdf}
          />
        )}
      </QueryContent>
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
