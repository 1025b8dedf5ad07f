/**
 * The test payment provider's own pages, served by the api: the checkout page with its three
 * outcomes, and the status callback. Choosing an outcome makes the signed server-to-server
 * callback (through the same handler an outside provider would reach), then sends the browser
 * back to the portal's `/betaling/{invoiceUuid}?resultaat=...`.
 */
import { safePortalUrl } from '@portal/shared/redirect';
import { eq } from 'drizzle-orm';
import { isUuid } from '../auth/one-time-tokens';
import type { AppServices } from '../context';
import { invoiceTotal } from '../db/queries/invoices';
import { invoices, payments } from '../db/schema';
import { applyPaymentCallback } from '../payments/apply-callback';
import { testProviderOf } from '../payments/provider-of';
import { isPaymentOutcome, SIGNATURE_HEADER, TEST_PROVIDER_PATHS } from '../payments/test-provider';
import { formatEuro, checkoutPage, messagePage, PAGE_STYLE_SOURCE } from './test-provider-pages';
import type { Config } from '../config/env';
import { cameOverHttps } from './client-address';
import { BODY_LIMITS, readBytesWithin } from './body-limit';
import { json } from './responses';

function html(body: string, status = 200, request?: Request, config?: Config): Response {
  // form-action also covers the redirect after posting, which goes back to the portal.
  const portalOrigin = config ? ` ${new URL(config.portalUrl).origin}` : '';
  return new Response(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `default-src 'none'; style-src ${PAGE_STYLE_SOURCE}; form-action 'self'${portalOrigin}; frame-ancestors 'none'; base-uri 'none'`,
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      ...(request && config && cameOverHttps(request, config)
        ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
        : {}),
    },
  });
}

async function findPayment(services: AppServices, paymentId: string) {
  if (!isUuid(paymentId)) return null;
  const [row] = await services.database.db
    .select({ payment: payments, invoice: invoices })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(eq(payments.id, paymentId));
  return row ?? null;
}

export async function handlePaymentCallback(request: Request, services: AppServices): Promise<Response> {
  const provider = testProviderOf(services);
  if (!provider) return json({ message: 'Deze pagina bestaat niet (meer).' }, 404);
  const body = await readBytesWithin(request, BODY_LIMITS.webhook);
  if ('tooLarge' in body) return json({ message: 'Het verzoek is te groot.' }, 413);
  const callback = await provider.verifyCallback(
    new Request(request.url, { method: 'POST', headers: request.headers, body: body.bytes }),
  );
  if (!callback) return json({ received: false, message: 'Ongeldige handtekening.' }, 401);
  const outcome = await applyPaymentCallback(services.database.db, callback, services.mailer);
  return json({ received: true, outcome }, outcome === 'unknownPayment' ? 404 : 200);
}

export async function handleCheckout(
  request: Request,
  services: AppServices,
  paymentId: string,
): Promise<Response> {
  // Without PAYMENT_PROVIDER=test the page that lets a payer mark an invoice paid does not exist.
  const provider = testProviderOf(services);
  if (!provider) return html(messagePage('Pagina niet gevonden', 'Deze pagina bestaat niet (meer).'), 404);
  const found = await findPayment(services, paymentId);
  if (!found) return html(messagePage('Betaling niet gevonden', 'Deze betaling bestaat niet.'), 404);
  const { payment, invoice } = found;
  // A second payment of an invoice that is already paid must not take money twice.
  const payable = payment.status === 'open' && invoice.status === 'open';
  if (request.method === 'GET') {
    if (!payable) {
      return html(messagePage('Betaling al afgehandeld', 'Voor deze betaling is al een keuze gemaakt.'));
    }
    const amount = formatEuro(await invoiceTotal(services.database.db, invoice.id));
    return html(checkoutPage({ invoiceNumber: invoice.number, amount }), 200, request, services.config);
  }
  if (request.method !== 'POST')
    return json({ message: 'Gebruik GET of POST.' }, 405, { allow: 'GET, POST' });
  const form = await request.formData().catch(() => null);
  const choice = form?.get('resultaat');
  if (!isPaymentOutcome(choice))
    return html(messagePage('Ongeldige keuze', 'Kies Betaald, Mislukt of Geannuleerd.'), 400);
  if (payable) {
    const { body, signature } = provider.signedCallback(payment.id, choice);
    const callback = new Request(`${services.config.apiPublicUrl}${TEST_PROVIDER_PATHS.callback}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      body,
    });
    await handlePaymentCallback(callback, services);
  }
  return new Response(null, {
    status: 303,
    headers: {
      location: safePortalUrl(
        `/betaling/${encodeURIComponent(invoice.id)}?resultaat=${encodeURIComponent(choice)}`,
        services.config.portalUrl,
      ),
    },
  });
}
