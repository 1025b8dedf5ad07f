/**
 * The yearly invoice of a registered professional (DOMAIN.md: € 80 a year; direct debit gives
 * € 5 discount). Amounts live in the `fees` table; here only which fees make up the invoice.
 */
export const YEARLY_FEE_CODE = 'yearlyFee';
export const DIRECT_DEBIT_DISCOUNT_CODE = 'directDebitDiscount';

/** Fees that are discounts: stored as a positive amount, written on an invoice as a negative line. */
export const DISCOUNT_FEE_CODES: ReadonlySet<string> = new Set([DIRECT_DEBIT_DISCOUNT_CODE]);

export function yearlyInvoiceFeeCodes(hasMandate: boolean): string[] {
  return hasMandate ? [YEARLY_FEE_CODE, DIRECT_DEBIT_DISCOUNT_CODE] : [YEARLY_FEE_CODE];
}

/** Days a yearly invoice gives to pay (or before it is collected). */
export const YEARLY_INVOICE_PAYMENT_DAYS = 30;

/** The amount a fee adds to an invoice: negative for a discount. */
export function lineAmountOf(feeCode: string, amountCents: number): number {
  return DISCOUNT_FEE_CODES.has(feeCode) ? -amountCents : amountCents;
}
