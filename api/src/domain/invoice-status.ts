/** Invoice statuses in Dutch words, for 'Mijn facturen' and the invoice PDF alike. */
import type { InvoiceStatus } from '../db/schema/billing';

export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  open: 'Openstaand',
  paid: 'Betaald',
  cancelled: 'Geannuleerd',
};

/** An open invoice of someone with an active SEPA mandate is collected, not paid by hand. */
export function collectedByDirectDebit(status: InvoiceStatus, hasActiveMandate: boolean): boolean {
  return hasActiveMandate && status === 'open';
}
