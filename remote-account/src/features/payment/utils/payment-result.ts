/**
 * The `?resultaat=` the payment provider sends the browser back with. It only picks the message: the
 * invoice status shown is always the api's, which follows the provider's signed callback, because
 * anyone can type a URL.
 */
export type PaymentResult = 'paid' | 'failed' | 'cancelled' | 'unknown';

const RESULTS: Record<string, PaymentResult> = {
  paid: 'paid',
  betaald: 'paid',
  failed: 'failed',
  mislukt: 'failed',
  cancelled: 'cancelled',
  canceled: 'cancelled',
  geannuleerd: 'cancelled',
};

export function paymentResultOf(value: string | undefined): PaymentResult | null {
  if (value === undefined) return null;
  return RESULTS[value.toLowerCase()] ?? 'unknown';
}

export const PAYMENT_RESULT_MESSAGES: Record<PaymentResult, string> = {
  paid: 'Bedankt voor je betaling. Zodra de betaling door de bank is bevestigd, staat de factuur op betaald.',
  failed: 'De betaling is mislukt. Probeer het opnieuw.',
  cancelled: 'Je hebt de betaling geannuleerd. De factuur staat nog open.',
  unknown: 'Je bent terug van de betaalpagina. Hieronder zie je de actuele status van de factuur.',
};

export const isPaidStatus = (value: string | undefined) => value === 'paid';
export const isPayableStatus = (value: string | undefined) => value === 'open';
