/**
 * `POST /payments/mollie/webhook`: Mollie says "something changed" with only a payment id. The
 * provider fetches that payment from Mollie; a final status is applied once. Mollie gets 200 for
 * anything it may retry harmlessly, so the answer tells an outsider nothing about which ids exist;
 * 503 when Mollie could not be asked (or the status not stored), so that it calls again.
 */
import { randomUUID } from 'node:crypto';
import type { AppServices } from '../context';
import { applyPaymentCallback } from '../payments/apply-callback';
import { mollieProviderOf } from '../payments/provider-of';
import { json } from './responses';

export async function handleMollieWebhook(request: Request, services: AppServices): Promise<Response> {
  const provider = mollieProviderOf(services);
  if (!provider) return json({ message: 'Deze pagina bestaat niet (meer).' }, 404);
  const requestId = randomUUID();
  try {
    const callback = await provider.verifyCallback(request);
    if (callback) await applyPaymentCallback(services.database.db, callback, services.mailer);
  } catch (error) {
    // Retried by Mollie, but a cause that persists (a revoked key, a database down) must be seen.
    services.errors.record({ event: 'payment_webhook', requestId, error });
    // Mollie retries a webhook that did not get a 2xx: the status is fetched again then.
    return json({ message: 'De betaalstatus kon nu niet worden opgehaald.' }, 503, {
      'x-request-id': requestId,
    });
  }
  return json({ received: true }, 200, { 'x-request-id': requestId });
}
