/**
 * `POST /payments/mollie/webhook`: Mollie says "something changed" with only a payment id. The
 * provider fetches that payment from Mollie; a final status is applied once. Mollie gets 200 for
 * anything it may retry harmlessly, so the answer tells an outsider nothing about which ids exist;
 * 503 when Mollie could not be asked (or the status not stored), so that it calls again.
 * The body is read within a small limit, and Mollie is asked only about payments the portal started
 * (their id is stored when they are created): a flood of made-up ids costs one indexed read each.
 */
import { randomUUID } from 'node:crypto';
import type { AppServices } from '../context';
import { isStartedPayment } from '../db/queries/invoices';
import { applyPaymentCallback } from '../payments/apply-callback';
import { MolliePaymentProvider } from '../payments/mollie-provider';
import { mollieProviderOf } from '../payments/provider-of';
import { BODY_LIMITS, readBytesWithin } from './body-limit';
import { json } from './responses';

export async function handleMollieWebhook(request: Request, services: AppServices): Promise<Response> {
  const provider = mollieProviderOf(services);
  if (!provider) return json({ message: 'Deze pagina bestaat niet (meer).' }, 404);
  const requestId = randomUUID();
  const received = json({ received: true }, 200, { 'x-request-id': requestId });
  const body = await readBytesWithin(request, BODY_LIMITS.webhook);
  if ('tooLarge' in body) return json({ message: 'Het verzoek is te groot.' }, 413);
  const form = new URLSearchParams(Buffer.from(body.bytes).toString('utf8'));
  const id = MolliePaymentProvider.paymentIdOf(form);
  try {
    if (!id || !(await isStartedPayment(services.database.db, provider.name, id))) return received;
    const callback = await provider.verifyCallback(
      new Request(request.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id }).toString(),
      }),
    );
    if (callback) await applyPaymentCallback(services.database.db, callback, services.mailer);
  } catch (error) {
    // Retried by Mollie, but a cause that persists (a revoked key, a database down) must be seen.
    services.errors.record({ event: 'payment_webhook', requestId, error });
    // Mollie retries a webhook that did not get a 2xx: the status is fetched again then.
    return json({ message: 'De betaalstatus kon nu niet worden opgehaald.' }, 503, {
      'x-request-id': requestId,
    });
  }
  return received;
}
