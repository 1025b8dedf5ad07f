/**
 * The period an invoice covers (issue 36: a list of invoices and the invoice PDF show it). A
 * registration fee covers the calendar year of the invoice day: the yearly run bills each calendar
 * year once, and a first-year fee made this year counts as this year's (db/queries/yearly-invoices).
 * Other fees (a replacement card) cover no period. One place for the list and the PDF alike.
 */
import { formatDate } from '@portal/shared/format';
import { YEARLY_FEE_CODE } from './yearly-invoice';

export interface InvoicePeriod {
  /** YYYY-MM-DD, both ends included. */
  from: string;
  till: string;
}

/** The calendar year of `day` (YYYY-MM-DD). */
export function calendarYearOf(day: string): InvoicePeriod {
  const year = day.slice(0, 4);
  return { from: `${year}-01-01`, till: `${year}-12-31` };
}

/** The period of an invoice made on `day` from these fees, or null when it covers none. */
export function invoicePeriodOf(feeCodes: readonly string[], day: string): InvoicePeriod | null {
  return feeCodes.includes(YEARLY_FEE_CODE) ? calendarYearOf(day) : null;
}

/** A stored invoice's period (its two columns), or null. */
export function periodOfInvoice(row: {
  periodFrom: string | null;
  periodTill: string | null;
}): InvoicePeriod | null {
  return row.periodFrom && row.periodTill ? { from: row.periodFrom, till: row.periodTill } : null;
}

/** '01-01-2026 t/m 31-12-2026' for the PDF and mails; '-' without a period. */
export function invoicePeriodText(period: InvoicePeriod | null): string {
  return period ? `${formatDate(period.from)} t/m ${formatDate(period.till)}` : '-';
}
