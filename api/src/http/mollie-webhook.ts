/**
 * `POST /payments/mollie/webhook`: Mollie says "something changed" with only a payment id. The
 * provider fetches that payment from Mollie; a final status is applied once. Mollie gets 200 for
 * anything it may retry harmlessly, so the answer tells an outsider nothing about which ids exist.
 */
import type { AppServices } from '../context';
import { applyPaymentCallback } from '../payments/apply-callback';
import { mollieProviderOf } from '../payments/provider-of';
import { json } from './responses';

export async function handleMollieWebhook(request: Request, services: AppServices): Promise<Response> {
  const provider = mollieProviderOf(services);
  if (!provider) return json({ message: 'Deze pagina bestaat niet (meer).' }, 404);
  const callback = await provider.verifyCallback(request);
  if (callback) await applyPaymentCallback(services.database.db, callback);
  return json({ received: true });
}
