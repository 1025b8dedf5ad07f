import { formatDate } from '@portal/shared/format';
import type { ListStateOptions } from './list-url-state';

/**
 * What every invoice list shares — a professional's and an organisation's alike: the sorts and
 * filters of the api's one set of invoice list rules (api/src/schema/invoice-list.ts), in its names.
 */
export type InvoiceSort = 'date' | 'dueDate' | 'number' | 'amount' | 'status';
export const INVOICE_LIST_OPTIONS: ListStateOptions<InvoiceSort> = {
  sorts: ['date', 'dueDate', 'number', 'amount', 'status'],
  defaultSort: 'date',
  defaultOrder: 'desc',
  filters: { status: ['open', 'paid', 'cancelled'] },
};

/** The statuses to filter on, as the api labels them (api/src/domain/invoice-status.ts). */
export const INVOICE_STATUS_OPTIONS = [
  { value: 'open', label: 'Openstaand' },
  { value: 'paid', label: 'Betaald' },
  { value: 'cancelled', label: 'Geannuleerd' },
];

/** '01-01-2026 t/m 31-12-2026'; '-' for an invoice that covers no period (a replacement card). */
export function invoicePeriodText(period: { from: string; till: string } | null | undefined): string {
  return period ? `${formatDate(period.from)} t/m ${formatDate(period.till)}` : '-';
}
