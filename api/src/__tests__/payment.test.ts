import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { createTestApp, TEST_PAYMENT_SECRET, type TestApp } from '../../testing/test-app';
import { INVOICE, START_PAYMENT } from '../../testing/account-operations';
import { invoices, paymentEvents, payments, users } from '../db/schema';
import { hmac } from '../security/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { API_PUBLIC_URL: 'http://api.test' } });
});
afterAll(() => t.close());

const portal = { endpoint: 'portal' as const };

async function demoInvoiceId(): Promise<string> {
  const [row] = await t.db
    .select({ id: invoices.id })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(eq(users.email, 'professional@demo.nl'))
    // The demo also holds last year's paid invoice: this test pays this year's.
    .orderBy(desc(invoices.dueDate))
    .limit(1);
  return row!.id;
}

async function resetInvoice(id: string) {
  await t.db.delete(payments).where(eq(payments.invoiceId, id));
  await t.db.update(invoices).set({ status: 'open', paidAt: null }).where(eq(invoices.id, id));
}

async function professional() {
  const browser = t.browser();
  await browser.login('professional@demo.nl');
  return browser;
}

async function startPayment(invoiceUuid: string) {
  const browser = await professional();
  const response = await browser.gql(START_PAYMENT, { invoiceUuid }, portal);
  const checkoutUrl: string = response.body.data.startPayment.checkoutUrl;
  return {
    browser,
    checkoutUrl,
    path: new URL(checkoutUrl).pathname,
    paymentId: checkoutUrl.split('/').pop()!,
  };
}

function callback(body: string, signature: string) {
  return t.browser().request('/payments/test-provider/callback', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-test-provider-signature': signature },
    body: JSON.parse(body),
    xsrf: false,
  });
}

describe('invoice', () => {
  it('shows the seeded yearly fee from the fees table to its owner', async () => {
    const id = await demoInvoiceId();
    const response = await (await professional()).gql(INVOICE, { uuid: id }, portal);
    expect(response.body.data.invoice).toEqual({
      uuid: id,
      number: expect.stringMatching(/^F\d+$/),
      status: { value: 'open', label: 'Openstaand' },
      amountCents: 8000,
      lines: [{ description: 'Jaarlijkse registratiebijdrage', amountCents: 8000 }],
      dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('is not found for another user, and another user cannot pay it', async () => {
    const id = await demoInvoiceId();
    const other = t.browser();
    await other.login('concept@demo.nl');
    expect((await other.gql(INVOICE, { uuid: id }, portal)).body.data.invoice).toBeNull();
    expect((await other.gql(INVOICE, { uuid: 'geen-uuid' }, portal)).body.data.invoice).toBeNull();
    const pay = await other.gql(START_PAYMENT, { invoiceUuid: id }, portal);
    expect(pay.body.errors[0].extensions.code).toBe(422);
    expect(await t.db.select().from(payments)).toHaveLength(0);
  });
});

describe('paying with the test provider', () => {
  it('serves a Dutch checkout page; "Betaald" makes the signed callback and the invoice is paid', async () => {
    const id = await demoInvoiceId();
    await resetInvoice(id);
    const { browser, checkoutUrl, path } = await startPayment(id);
    expect(checkoutUrl).toMatch(/^http:\/\/api\.test\/payments\/test-provider\/checkout\/[0-9a-f-]{36}$/);

    const page = await browser.request(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain('lang="nl"');
    expect(page.text).toContain('€');
    // The checkout page cannot be framed (clickjacking the "Betaald" button).
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    // Its one inline style passes by hash: nothing inline by 'unsafe-inline' (or eval).
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    const style = page.text.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
    const styleHash = createHash('sha256').update(style).digest('base64');
    expect(policy).toContain(`style-src 'sha256-${styleHash}'`);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    for (const label of ['Betaald', 'Mislukt', 'Geannuleerd'])
      expect(page.text).toContain(`>${label}</button>`);

    const chosen = await browser.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: undefined,
    });
    expect(chosen.status).toBe(400);
    const paid = await t.app.fetch(
      new Request(`http://api.test${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'resultaat=paid',
      }),
    );
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://portal.test/betaling/${id}?resultaat=paid`);
    const invoice = await browser.gql(INVOICE, { uuid: id }, portal);
    expect(invoice.body.data.invoice.status).toEqual({ value: 'paid', label: 'Betaald' });
    expect(await t.db.select().from(paymentEvents)).toHaveLength(1);

    const handled = await browser.request(path);
    expect(handled.text).toContain('Betaling al afgehandeld');
    expect(handled.text).not.toContain('<button');
    const unknown = await browser.request(
      '/payments/test-provider/checkout/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.status).toBe(404);
  });

  it('leaves the invoice open on failed or cancelled, whatever the browser says', async () => {
    const id = await demoInvoiceId();
    for (const outcome of ['failed', 'cancelled']) {
      await resetInvoice(id);
      const { path, paymentId } = await startPayment(id);
      const response = await t.app.fetch(
        new Request(`http://api.test${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `resultaat=${outcome}`,
        }),
      );
      expect(response.headers.get('location')).toBe(`http://portal.test/betaling/${id}?resultaat=${outcome}`);
      const [payment] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
      expect(payment?.status).toBe(outcome);
      const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, id));
      expect(invoice?.status).toBe('open');
    }
  });

  it('ignores forged and replayed callbacks', async () => {
    const id = await demoInvoiceId();
    await resetInvoice(id);
    const { paymentId } = await startPayment(id);

    const failed = JSON.stringify({ eventId: 'evt-1', paymentId, status: 'failed' });
    const forgedBody = JSON.stringify({ eventId: 'evt-2', paymentId, status: 'paid' });
    const forged = await callback(forgedBody, hmac('niet-het-geheim', forgedBody));
    expect(forged.status).toBe(401);
    const unsigned = await callback(forgedBody, '');
    expect(unsigned.status).toBe(401);

    expect((await callback(failed, hmac(TEST_PAYMENT_SECRET, failed))).status).toBe(200);
    const paidLater = JSON.stringify({ eventId: 'evt-3', paymentId, status: 'paid' });
    const late = await callback(paidLater, hmac(TEST_PAYMENT_SECRET, paidLater));
    expect(late.body.outcome).toBe('alreadyFinished');
    const replay = await callback(failed, hmac(TEST_PAYMENT_SECRET, failed));
    expect(replay.body.outcome).toBe('replayed');

    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, id));
    expect(invoice?.status).toBe('open');
  });

  it('applies a paid event once, even when replayed', async () => {
    const id = await demoInvoiceId();
    await resetInvoice(id);
    const { paymentId } = await startPayment(id);
    const paid = JSON.stringify({ eventId: 'evt-paid', paymentId, status: 'paid' });
    expect((await callback(paid, hmac(TEST_PAYMENT_SECRET, paid))).body.outcome).toBe('applied');
    const [first] = await t.db.select().from(invoices).where(eq(invoices.id, id));
    expect((await callback(paid, hmac(TEST_PAYMENT_SECRET, paid))).body.outcome).toBe('replayed');
    const [second] = await t.db.select().from(invoices).where(eq(invoices.id, id));
    expect(second?.paidAt).toEqual(first?.paidAt);
    const browser = await professional();
    const again = await browser.gql(START_PAYMENT, { invoiceUuid: id }, portal);
    expect(again.body.errors[0].extensions.validation.invoiceUuid).toEqual([
      'Deze factuur staat niet meer open.',
    ]);
  });
});

describe('without a configured payment provider', () => {
  it('says in Dutch that paying online is not possible, and the test checkout does not exist', async () => {
    const bare = await createTestApp({ env: { PAYMENT_PROVIDER: '' } });
    try {
      const [row] = await bare.db
        .select({ id: invoices.id })
        .from(invoices)
        .innerJoin(users, eq(users.id, invoices.userId))
        .where(and(eq(users.email, 'professional@demo.nl'), eq(invoices.status, 'open')));
      const browser = bare.browser();
      await browser.login('professional@demo.nl');
      const response = await browser.gql(START_PAYMENT, { invoiceUuid: row!.id }, portal);
      expect(response.body.errors[0].extensions.validation).toEqual({
        invoiceUuid: [
          'Online betalen is op dit moment niet mogelijk. Neem contact op met het register om je factuur te betalen.',
        ],
      });
      const checkout = await browser.request(
        '/payments/test-provider/checkout/00000000-0000-0000-0000-000000000000',
      );
      expect(checkout.status).toBe(404);
      const forged = await bare.browser().request('/payments/test-provider/callback', {
        method: 'POST',
        body: { paymentId: '00000000-0000-0000-0000-000000000000', outcome: 'paid' },
        xsrf: false,
      });
      expect(forged.status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
