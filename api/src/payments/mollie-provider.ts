/**
 * iDEAL through Mollie, with Mollie's official client (`@mollie/api-client`), behind the same
 * provider interface as the test provider. Mollie's webhook carries only a payment id and no
 * signature: the api trusts nothing in it and fetches the payment from Mollie with its API key;
 * the status Mollie reports is what the invoice follows.
 */
import createMollieClient, {
  MollieApiError,
  PaymentMethod,
  PaymentStatus,
  type MollieClient,
} from '@mollie/api-client';
import type { PaymentCallback, PaymentOutcome, PaymentProvider, PaymentRequest } from './payment-provider';

export const MOLLIE_PROVIDER_NAME = 'mollie';
export const MOLLIE_WEBHOOK_PATH = '/payments/mollie/webhook';

const MOLLIE_ID = /^tr_[A-Za-z0-9]{1,64}$/;

/** Final statuses only: open, pending and authorized payments may still change. */
const OUTCOMES: Partial<Record<string, PaymentOutcome>> = {
  [PaymentStatus.paid]: 'paid',
  [PaymentStatus.failed]: 'failed',
  [PaymentStatus.expired]: 'failed',
  [PaymentStatus.canceled]: 'cancelled',
};

export interface MollieSettings {
  apiKey: string;
  /** Unset: Mollie's own API; tests point it at a local fake. */
  apiUrl: string | undefined;
}

export class MolliePaymentProvider implements PaymentProvider {
  readonly name = MOLLIE_PROVIDER_NAME;
  private readonly client: MollieClient;

  constructor(
    settings: MollieSettings,
    private readonly apiPublicUrl: string,
    private readonly portalUrl: string,
  ) {
    this.client = createMollieClient({
      apiKey: settings.apiKey,
      ...(settings.apiUrl ? { apiEndpoint: settings.apiUrl } : {}),
    });
  }

  async createPayment(request: PaymentRequest): Promise<{ checkoutUrl: string; providerReference: string }> {
    const payment = await this.client.payments.create({
      amount: { currency: 'EUR', value: (request.amountCents / 100).toFixed(2) },
      description: request.description,
      method: PaymentMethod.ideal,
      // The portal shows the invoice's status from the api; the return itself proves nothing.
      redirectUrl: `${this.portalUrl}/betaling/${encodeURIComponent(request.invoiceId)}?resultaat=terug`,
      webhookUrl: `${this.apiPublicUrl}${MOLLIE_WEBHOOK_PATH}`,
      metadata: { paymentId: request.paymentId },
    });
    const checkoutUrl = payment.getCheckoutUrl();
    if (!checkoutUrl) throw new Error(`Mollie gaf geen betaalpagina voor ${payment.id}.`);
    return { checkoutUrl, providerReference: payment.id };
  }

  /** The id a webhook names, when it has the shape of one of Mollie's payment ids. */
  static paymentIdOf(form: URLSearchParams): string | null {
    const id = form.get('id');
    return id !== null && MOLLIE_ID.test(id) ? id : null;
  }

  /** The webhook's form body `id=tr_…`: the payment's final status as Mollie reports it, else null. */
  async verifyCallback(request: Request): Promise<PaymentCallback | null> {
    const form = await request.formData().catch(() => null);
    const id = form?.get('id');
    if (typeof id !== 'string' || !MOLLIE_ID.test(id)) return null;
    // An unknown id is nothing to do; any other failure (Mollie unreachable, 5xx) propagates, so the
    // webhook answers an error and Mollie calls again later instead of the payment staying open.
    const payment = await this.client.payments.get(id).catch((error: unknown) => {
      if (error instanceof MollieApiError && error.statusCode === 404) return null;
      throw error;
    });
    if (!payment) return null;
    const status = OUTCOMES[payment.status];
    const paymentId = (payment.metadata as { paymentId?: unknown } | null)?.paymentId;
    if (!status || typeof paymentId !== 'string') return null;
    // One event per payment and final status: Mollie repeats webhooks, a repeat changes nothing.
    return { eventId: `mollie:${payment.id}:${payment.status}`, paymentId, status };
  }
}
