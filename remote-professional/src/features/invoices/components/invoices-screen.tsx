import { Alert, Skeleton } from 'antd';
import { ScreenScope } from '@portal/shared/ui';
import { useMyInvoices } from '../api/my-invoices-query';
import { InvoiceTable } from './invoice-table';

function InvoicesContent() {
  const { data, loading, failed } = useMyInvoices();
  return (
    <section aria-labelledby="invoices-title">
      <h1 id="invoices-title">Mijn facturen</h1>
      {loading && <Skeleton active aria-label="Laden..." />}
      {!loading && failed && !data && (
        <Alert
          type="error"
          showIcon
          title="Je facturen konden niet worden geladen. Probeer het later opnieuw."
        />
      )}
      {data && <InvoiceTable invoices={data.myInvoices} />}
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
