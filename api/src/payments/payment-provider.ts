/**
 * The payment-provider adapter. The api only asks a provider to start a payment (it answers with
 * the page to send the payer to) and to verify a status callback; the invoice follows verified
 * callbacks only, never the payer's browser coming back.
 */

export type PaymentOutcome = 'paid' | 'failed' | 'cancelled';

export const PAYMENT_OUTCOMES: readonly PaymentOutcome[] = ['paid', 'failed', 'cancelled'];

export interface PaymentRequest {
  paymentId: string;
  invoiceId: string;
  amountCents: number;
  description: string;
}

export interface PaymentCallback {
  /** The provider's id of this event: applied once, replays change nothing. */
  eventId: string;
  paymentId: string;
  status: PaymentOutcome;
}

export interface PaymentProvider {
  readonly name: string;
  /** The checkout page, and the provider's own id of the payment when its callbacks name that. */
  createPayment(request: PaymentRequest): Promise<{ checkoutUrl: string; providerReference?: string }>;
  /** The callback when its signature holds; null for anything forged or malformed. */
  verifyCallback(request: Request): Promise<PaymentCallback | null>;
}
