/**
 * The local test payment provider (named as such: it moves no money). It behaves like a real
 * iDEAL provider: a checkout page on the api where the payer picks an outcome, a server-to-server
 * callback signed with HMAC-SHA256 (header `X-Test-Provider-Signature`), then the browser's
 * return to the portal.
 */
import { hmac, randomToken, safeEqual } from '../security/tokens';
import {
  PAYMENT_OUTCOMES,
  type PaymentCallback,
  type PaymentOutcome,
  type PaymentProvider,
  type PaymentRequest,
} from './payment-provider';

export const TEST_PROVIDER_NAME = 'test-provider';
export const TEST_PROVIDER_PATHS = {
  checkoutPrefix: '/payments/test-provider/checkout/',
  callback: '/payments/test-provider/callback',
} as const;
export const SIGNATURE_HEADER = 'x-test-provider-signature';

export function isPaymentOutcome(value: unknown): value is PaymentOutcome {
  return PAYMENT_OUTCOMES.includes(value as PaymentOutcome);
}

export class TestPaymentProvider implements PaymentProvider {
  readonly name = TEST_PROVIDER_NAME;

  constructor(
    private readonly secret: string,
    private readonly apiPublicUrl: string,
  ) {}

  createPayment(request: PaymentRequest): Promise<{ checkoutUrl: string; providerReference?: string }> {
    return Promise.resolve({
      checkoutUrl: `${this.apiPublicUrl}${TEST_PROVIDER_PATHS.checkoutPrefix}${request.paymentId}`,
    });
  }

  /** What the provider's server sends: a JSON body and its signature. */
  signedCallback(paymentId: string, status: PaymentOutcome): { body: string; signature: string } {
    const body = JSON.stringify({ eventId: randomToken(), paymentId, status });
    return { body, signature: hmac(this.secret, body) };
  }

  async verifyCallback(request: Request): Promise<PaymentCallback | null> {
    const body = await request.text();
    const signature = request.headers.get(SIGNATURE_HEADER) ?? '';
    if (!signature || !safeEqual(signature, hmac(this.secret, body))) return null;
    try {
      const parsed = JSON.parse(body) as Partial<PaymentCallback>;
      if (typeof parsed.eventId !== 'string' || typeof parsed.paymentId !== 'string') return null;
      if (!isPaymentOutcome(parsed.status)) return null;
      return { eventId: parsed.eventId, paymentId: parsed.paymentId, status: parsed.status };
    } catch {
      return null;
    }
  }
}
