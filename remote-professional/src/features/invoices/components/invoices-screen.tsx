import { INVOICE_LIST_OPTIONS, useListUrlState } from '@portal/shared/lists';
import { useMyInvoices } from '../api/my-invoices-query';
import { useInvoicePdf } from '../hooks/use-invoice-pdf';
import { InvoiceTable } from './invoice-table';

/** Mijn facturen: every invoice with its period and PDF, and 'Betalen' for the open ones. */
export default function InvoicesScreen() {
  // Page, search, status and sort live in the URL: back and forward restore them.
  const list = useListUrlState(INVOICE_LIST_OPTIONS);
  const query = useMyInvoices(list.state);
  const pdf = useInvoicePdf();
  return (
    <section aria-labelledby="invoices-title">
      <h1 id="invoices-title">Mijn facturen</h1>
      <InvoiceTable query={query} list={list} pdf={pdf} />
    </section>
  );
}
