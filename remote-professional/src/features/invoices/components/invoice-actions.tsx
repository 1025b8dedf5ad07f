import { Button, Space } from 'antd';
import { useDocumentDownload } from '@portal/shared/data';
import { FormStatus } from '@portal/shared/forms/plain';
import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import type { InvoiceSummary } from '../api/my-invoices-query';

/** Per invoice: its PDF, and 'Betalen' while it is open and not collected by direct debit. */
export function InvoiceActions({ invoice }: { invoice: InvoiceSummary }) {
  const { download, busy, error } = useDocumentDownload();
  const payable = invoice.status.value === 'open' && !invoice.collectedByDirectDebit;
  return (
    <Space wrap>
      <Button
        size="small"
        loading={busy}
        onClick={() =>
          void download({ template: 'invoice', uuid: invoice.uuid }, `factuur-${invoice.number}.pdf`)
        }
      >
        PDF<span className="portal-visually-hidden"> van factuur {invoice.number}</span>
      </Button>
      {payable && (
        <Link
          to={hrefFor('payment', { uuid: invoice.uuid })}
          className="portal-button portal-button--primary"
        >
          Betalen<span className="portal-visually-hidden"> factuur {invoice.number}</span>
        </Link>
      )}
      {invoice.status.value === 'open' && invoice.collectedByDirectDebit && (
        <span>Wordt automatisch afgeschreven</span>
      )}
      <FormStatus error={error} />
    </Space>
  );
}
