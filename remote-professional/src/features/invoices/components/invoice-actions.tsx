import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { Button, buttonClass } from '@portal/shared/ui';
import './invoice-actions.css';
import type { InvoiceSummary } from '../api/my-invoices-query';

export interface InvoiceActionsProps {
  invoice: InvoiceSummary;
  /** This invoice's PDF is being made. */
  downloading: boolean;
  /** A PDF (this one or another) is being made: one at a time. */
  waiting: boolean;
  onDownload: (invoice: InvoiceSummary) => void;
}

/**
 * Per invoice: its PDF, and 'Betalen' while it is open and not collected by direct debit. Both on the
 * one button scale (shared ui buttonClass): one height per row, 40 px on a phone.
 */
export function InvoiceActions({ invoice, downloading, waiting, onDownload }: InvoiceActionsProps) {
  const payable = invoice.status.value === 'open' && !invoice.collectedByDirectDebit;
  return (
    <span className="portal-invoice-actions">
      <Button busy={downloading} disabled={waiting && !downloading} onClick={() => onDownload(invoice)}>
        PDF<span className="portal-visually-hidden"> van factuur {invoice.number}</span>
      </Button>
      {payable && (
        <Link to={hrefFor('payment', { uuid: invoice.uuid })} className={buttonClass('primary')}>
          Betalen<span className="portal-visually-hidden"> factuur {invoice.number}</span>
        </Link>
      )}
      {invoice.status.value === 'open' && invoice.collectedByDirectDebit && (
        <span>Wordt automatisch afgeschreven</span>
      )}
    </span>
  );
}
