// Idempotent submits and payment starts (issue 41): a signed-in mutation sent with an
// Idempotency-Key runs once per user and key, so the form engine's retry or a doubled click changes
// nothing twice and gets the first answer. Runs on PGlite and on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, TEST_APP_KEY, type TestApp } from '../../testing/test-app';
import { START_PAYMENT } from '../../testing/account-operations';
import { SUBMIT_REGISTRATION } from '../../testing/professional-operations';
import { checkSubmissions, createReadyDrafts, type ReadyDraft } from '../../testing/reliability-fixtures';
import { idempotentRequests, invoices, payments, users } from '../db/schema';
import { IDEMPOTENCY_MESSAGES, removeOldIdempotentRequests } from '../http/idempotency';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PAYMENT_PROVIDER: 'test', API_PUBLIC_URL: 'http://api.test' } });
});
afterAll(() => t.close());

let round = 0;
async function readyDraft(): Promise<ReadyDraft> {
  round += 1;
  const [draft] = await createReadyDrafts(t.db, TEST_APP_KEY, `idempotent-${round}`, 1);
  return draft!;
}

async function post(
  headers: Record<string, string>,
  query: string,
  variables: Record<string, unknown>,
  key?: string,
) {
  const response = await t.app.fetch(
    new Request('http://api.test/graphql/portal', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers, ...(key ? { 'idempotency-key': key } : {}) },
      body: JSON.stringify({ query, variables }),
    }),
    { clientIp: '127.0.0.1' },
  );
  return {
    status: response.status,
    replay: response.headers.get('idempotent-replay'),
    body: await response.json(),
  };
}

const submit = (draft: ReadyDraft, key?: string, uuid = draft.itemId) =>
  post(draft.headers, SUBMIT_REGISTRATION, { uuid }, key);

describe('a submit with an Idempotency-Key', () => {
  it('sent twice at once: submitted once, one mail, and neither answer an error of the submit', async () => {
    const draft = await readyDraft();
    const key = randomUUID();
    const answers = await Promise.all([submit(draft, key), submit(draft, key)]);
    const submitted = answers.filter((answer) => answer.body.data?.submitRegistration?.status === 'pending');
    expect(submitted.length).toBeGreaterThanOrEqual(1);
    // The other one got the same answer again, or was told the first one was still running.
    for (const answer of answers) {
      if (answer.body.data?.submitRegistration) continue;
      expect(answer).toMatchObject({
        status: 409,
        body: { errors: [{ message: IDEMPOTENCY_MESSAGES.inProgress }] },
      });
    }
    const check = await checkSubmissions(t.db, [draft], new Set([draft.itemId]));
    expect(check).toMatchObject({ complete: 1, partial: [], duplicated: [], lostAcknowledged: [] });
  });

  it('retried after its answer: the same answer again, nothing changed twice', async () => {
    const draft = await readyDraft();
    const key = randomUUID();
    const first = await submit(draft, key);
    expect(first.body.data.submitRegistration.status).toBe('pending');
    const retry = await submit(draft, key);
    expect(retry).toEqual({ ...first, replay: 'true' });
    expect(await checkSubmissions(t.db, [draft], new Set([draft.itemId]))).toMatchObject({
      complete: 1,
      duplicated: [],
    });
    // Without the key the second submit is refused by the application's own rule.
    const again = await submit(draft);
    expect(again.body.errors[0].extensions.validation.uuid).toEqual([
      'Deze aanvraag is al ingediend of afgehandeld.',
    ]);
  });

  it('after an error runs again (the error changed nothing, the user may have mended it)', async () => {
    const draft = await readyDraft();
    const key = randomUUID();
    const refused = await submit(draft, key, randomUUID());
    expect(refused.body.errors).toBeDefined();
    expect(await t.db.select().from(idempotentRequests).where(eq(idempotentRequests.key, key))).toEqual([]);
  });

  it('refuses the same key with another request, a key of the wrong form, and is kept per user', async () => {
    const draft = await readyDraft();
    const other = await readyDraft();
    const key = randomUUID();
    await submit(draft, key);
    expect(await submit(draft, key, other.itemId)).toMatchObject({
      status: 422,
      body: { errors: [{ message: IDEMPOTENCY_MESSAGES.otherRequest }] },
    });
    expect(await submit(draft, 'kort')).toMatchObject({
      status: 400,
      body: { errors: [{ message: IDEMPOTENCY_MESSAGES.invalid }] },
    });
    // Another professional using the same key has their own request.
    expect((await submit(other, key)).body.data.submitRegistration.status).toBe('pending');
  });

  it('is forgotten after a day by the clean-up job', async () => {
    const draft = await readyDraft();
    const key = randomUUID();
    await submit(draft, key);
    expect(await removeOldIdempotentRequests(t.db, new Date(Date.now() + 25 * 3_600_000))).toBeGreaterThan(0);
    expect(await t.db.select().from(idempotentRequests).where(eq(idempotentRequests.key, key))).toEqual([]);
  });
});

describe('a payment start with an Idempotency-Key', () => {
  it('doubled: one payment, the same checkout for both', async () => {
    const browser = await t.signedIn('professional@demo.nl');
    const [invoice] = await t.db
      .select({ id: invoices.id })
      .from(invoices)
      .innerJoin(users, eq(users.id, invoices.userId))
      .where(eq(users.email, 'professional@demo.nl'))
      .orderBy(desc(invoices.dueDate))
      .limit(1);
    await t.db.delete(payments).where(eq(payments.invoiceId, invoice!.id));
    await t.db.update(invoices).set({ status: 'open', paidAt: null }).where(eq(invoices.id, invoice!.id));
    const key = randomUUID();
    const start = () => post(browser.credentials(), START_PAYMENT, { invoiceUuid: invoice!.id }, key);
    const first = await start();
    const checkoutUrl = first.body.data.startPayment.checkoutUrl;
    expect(checkoutUrl).toMatch(/^http:\/\/api\.test\//);
    const retry = await start();
    expect(retry.replay).toBe('true');
    expect(retry.body.data.startPayment.checkoutUrl).toBe(checkoutUrl);
    expect(await t.db.select().from(payments).where(eq(payments.invoiceId, invoice!.id))).toHaveLength(1);
  });
});
