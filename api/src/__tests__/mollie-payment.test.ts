/**
 * iDEAL through Mollie (PAYMENT_PROVIDER=mollie) against a FAKE of Mollie's HTTP API that this test
 * starts: the payment is created with the api key, the payer goes to Mollie's checkout, and the
 * webhook (which carries only an id) makes the api fetch the status from Mollie before the invoice
 * changes. Forged or premature webhooks change nothing.
 */
import { desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { startFakeMollieApi, type FakeMollieApi } from '../../testing/fake-mollie-api';
import { START_PAYMENT } from '../../testing/account-operations';
import { invoiceTotal } from '../db/queries/invoices';
import { invoices, payments, users } from '../db/schema';
import { MOLLIE_WEBHOOK_PATH, MolliePaymentProvider } from '../payments/mollie-provider';
import { forgetFakeMollie } from '../../testing/fake-mollie-trust';
import { loadConfig } from '../config/env';
import { PAYMENT_START_FAILED_MESSAGE } from '../schema/invoice';

const API_KEY = 'test_fakeMollieKeyForTheTests1234';
let fake: FakeMollieApi;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeMollieApi();
  t = await createTestApp({
    env: {
      PAYMENT_PROVIDER: 'mollie',
      MOLLIE_API_KEY: API_KEY,
      MOLLIE_API_URL: fake.url,
      API_PUBLIC_URL: 'https://api.portal.test',
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function openInvoiceId(): Promise<string> {
  const [row] = await t.db
    .select({ id: invoices.id })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(eq(users.email, 'professional@demo.nl'))
    .orderBy(desc(invoices.dueDate))
    .limit(1);
  await t.db.delete(payments).where(eq(payments.invoiceId, row!.id));
  await t.db.update(invoices).set({ status: 'open', paidAt: null }).where(eq(invoices.id, row!.id));
  return row!.id;
}

async function start(invoiceUuid: string) {
  const browser = t.browser();
  await browser.login('professional@demo.nl');
  return browser.gql(START_PAYMENT, { invoiceUuid }, { endpoint: 'portal' });
}

/** What Mollie's server sends: a form body with only the payment id. */
async function webhook(id: string) {
  const response = await t.app.fetch(
    new Request(`http://api.test${MOLLIE_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id }).toString(),
    }),
    { clientIp: '203.0.113.9' },
  );
  return {
    status: response.status,
    requestId: response.headers.get('x-request-id'),
    body: (await response.json()) as unknown,
  };
}

async function invoiceStatus(id: string) {
  const [row] = await t.db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, id));
  return row?.status;
}

describe('paying with iDEAL through Mollie (fake Mollie API)', () => {
  it('creates an iDEAL payment with the api key and sends the payer to Mollie', async () => {
    const id = await openInvoiceId();
    const response = await start(id);
    const checkoutUrl: string = response.body.data.startPayment.checkoutUrl;
    expect(checkoutUrl).toMatch(/^https:\/\/www\.mollie\.com\/checkout\//);
    const [created] = [...fake.payments.values()].slice(-1);
    expect(created).toMatchObject({
      method: 'ideal',
      amount: { currency: 'EUR', value: ((await invoiceTotal(t.db, id)) / 100).toFixed(2) },
      redirectUrl: `http://portal.test/betaling/${id}?resultaat=terug`,
      webhookUrl: `https://api.portal.test${MOLLIE_WEBHOOK_PATH}`,
    });
    expect(fake.authorizations.at(-1)).toBe(`Bearer ${API_KEY}`);
    const [payment] = await t.db.select().from(payments).where(eq(payments.invoiceId, id));
    expect(payment).toMatchObject({ provider: 'mollie', status: 'open' });
    expect(created?.metadata).toEqual({ paymentId: payment!.id });
  });

  it('marks the invoice paid only after Mollie itself reports the payment paid', async () => {
    const id = await openInvoiceId();
    await start(id);
    const [created] = [...fake.payments.values()].slice(-1);
    // Webhook while still open (or a forger guessing): the api asks Mollie, nothing changes.
    expect((await webhook(created!.id)).status).toBe(200);
    expect(await invoiceStatus(id)).toBe('open');
    fake.setStatus(created!.id, 'paid');
    expect((await webhook(created!.id)).status).toBe(200);
    expect(await invoiceStatus(id)).toBe('paid');
    const [payment] = await t.db.select().from(payments).where(eq(payments.invoiceId, id));
    expect(payment?.status).toBe('paid');
    // Mollie repeats webhooks: a repeat changes nothing.
    expect((await webhook(created!.id)).status).toBe(200);
    expect(await invoiceStatus(id)).toBe('paid');
  });

  it('asks Mollie to call again when its status cannot be fetched, logs why, and applies it when it can', async () => {
    const id = await openInvoiceId();
    await start(id);
    const [created] = [...fake.payments.values()].slice(-1);
    fake.setStatus(created!.id, 'paid');
    fake.setUnavailable(true);
    t.errors.clear();
    try {
      const refused = await webhook(created!.id);
      expect(refused.status).toBe(503);
      expect(await invoiceStatus(id)).toBe('open');
      // The cause goes to the log under the answer's request id, never the api key.
      expect(refused.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(t.errors.entries().filter((entry) => entry.event === 'payment_webhook')).toEqual([
        expect.objectContaining({
          requestId: refused.requestId,
          error: expect.objectContaining({ name: expect.stringContaining('Error') }),
        }),
      ]);
      expect(t.errors.text()).not.toContain(API_KEY);
    } finally {
      fake.setUnavailable(false);
    }
    expect((await webhook(created!.id)).status).toBe(200);
    expect(await invoiceStatus(id)).toBe('paid');
  }, 60_000);

  it('leaves no payment behind and answers in Dutch when Mollie cannot create one', async () => {
    const id = await openInvoiceId();
    const before = fake.payments.size;
    fake.setUnavailable(true);
    let response;
    try {
      response = await start(id);
    } finally {
      fake.setUnavailable(false);
    }
    expect(response.body.data).toBeNull();
    expect(response.body.errors[0].extensions).toMatchObject({
      code: 422,
      validation: { invoiceUuid: [PAYMENT_START_FAILED_MESSAGE] },
    });
    expect(fake.payments.size).toBe(before);
    expect(await t.db.select().from(payments).where(eq(payments.invoiceId, id))).toEqual([]);
    expect(await invoiceStatus(id)).toBe('open');
    // Once Mollie is back the same invoice can be paid.
    expect((await start(id)).body.data.startPayment.checkoutUrl).toMatch(/^https:\/\/www\.mollie\.com\//);
  }, 60_000);

  it('records a cancelled payment and keeps the invoice open', async () => {
    const id = await openInvoiceId();
    await start(id);
    const [created] = [...fake.payments.values()].slice(-1);
    fake.setStatus(created!.id, 'canceled');
    await webhook(created!.id);
    const [payment] = await t.db.select().from(payments).where(eq(payments.invoiceId, id));
    expect(payment?.status).toBe('cancelled');
    expect(await invoiceStatus(id)).toBe('open');
  });

  it('answers unknown and malformed ids alike, changing nothing', async () => {
    const id = await openInvoiceId();
    for (const forged of ['tr_onbekend', 'x; drop table', '']) {
      const response = await webhook(forged);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ received: true });
    }
    expect(await invoiceStatus(id)).toBe('open');
  });

  it('asks Mollie nothing for a flood of ids the portal never started', async () => {
    const asked = fake.authorizations.length;
    for (let index = 0; index < 50; index += 1) {
      expect((await webhook(`tr_flood${index}abcdef`)).status).toBe(200);
    }
    expect(fake.authorizations.length).toBe(asked);
    // A started payment is still asked about.
    const id = await openInvoiceId();
    await start(id);
    const [created] = [...fake.payments.values()].slice(-1);
    const before = fake.authorizations.length;
    await webhook(created!.id);
    expect(fake.authorizations.length).toBe(before + 1);
  });

  it('refuses a webhook body over the small limit', async () => {
    const response = await t.app.fetch(
      new Request(`http://api.test${MOLLIE_WEBHOOK_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `id=tr_x&${'a=b&'.repeat(2_000)}`,
      }),
      { clientIp: '203.0.113.9' },
    );
    expect(response.status).toBe(413);
  });

  it('has no test-provider checkout page while Mollie is the provider', async () => {
    const page = await t
      .browser()
      .request('/payments/test-provider/checkout/00000000-0000-4000-8000-000000000000');
    expect(page.status).toBe(404);
  });

  it("keeps verifying Mollie's certificate: a server it does not trust is refused", async () => {
    expect(process.env.NODE_TLS_REJECT_UNAUTHORIZED).toBeUndefined();
    const untrusted = await startFakeMollieApi();
    forgetFakeMollie(new URL(untrusted.url).origin);
    try {
      const provider = new MolliePaymentProvider(
        { apiKey: API_KEY, apiUrl: untrusted.url },
        'https://api.portal.test',
        'http://portal.test',
      );
      await expect(
        provider.createPayment({ paymentId: 'p1', invoiceId: 'i1', amountCents: 100, description: 'x' }),
      ).rejects.toThrow(/self[- ]signed certificate/i);
      expect(untrusted.payments.size).toBe(0);
    } finally {
      await untrusted.close();
    }
  });

  it('refuses to start with PAYMENT_PROVIDER=mollie but no API key, in Dutch', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'mollie' })).toThrow(
      'PAYMENT_PROVIDER=mollie vraagt een MOLLIE_API_KEY (test_… of live_…).',
    );
  });
});
