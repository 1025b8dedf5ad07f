/**
 * The mails about an application and money, each sent once and addressed by name: submission
 * received (professional-wizard.test.ts), invoice ready, payment received, mandate signed and revoked;
 * and the existing account mails, which open with the name too.
 */
import { and, desc, eq } from 'drizzle-orm';
import { createTestApp, TEST_PAYMENT_SECRET, type TestApp } from '../../testing/test-app';
import { CHANGE_PASSWORD, NEW_PASSWORD, START_PAYMENT } from '../../testing/account-operations';
import { mailsTo } from '../../testing/mail';
import { ORDER_REPLACEMENT_CARD, REVOKE_MANDATE, SIGN_MANDATE } from '../../testing/professional-operations';
import { invoices, outbox, users } from '../db/schema';
import { hmac } from '../security/tokens';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import { salutation } from '../mail/compose';
import { addToDate, todayInNetherlands } from '../domain/dates';
import { OutboxMailer } from '../mail/outbox-mailer';
import { yearlyInvoices } from '../staff/yearly-invoice-command';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { API_PUBLIC_URL: 'http://api.test' } });
});
afterAll(() => t.close());

const portal = { endpoint: 'portal' as const };
const JAN = 'professional@demo.nl';

async function signedIn(email = JAN) {
  const browser = t.browser();
  await browser.login(email);
  return browser;
}

async function subjectsTo(email: string, subject: string) {
  return t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.subject, subject)));
}

function expectAddressedToJan(mail: { text: string; html: string | null } | undefined) {
  expect(mail?.text.startsWith('Beste Jan,\n\n')).toBe(true);
  expect(mail?.html).toContain('<p>Beste Jan,</p>');
  expect(mail?.text).not.toContain('Beste,');
}

describe('the salutation', () => {
  it('takes the first name, else the name, and only without either a bare greeting', () => {
    expect(salutation({ initials: 'J.', firstName: 'Jan', infix: 'de', lastName: 'Vries' })).toBe(
      'Beste Jan,',
    );
    expect(salutation({ initials: 'J.', firstName: null, infix: 'de', lastName: 'Vries' })).toBe(
      'Beste J. de Vries,',
    );
    expect(salutation(null)).toBe('Beste,');
  });
});

describe('money mails', () => {
  it('announces a new invoice once, with its number, amount and a link to pay it', async () => {
    const browser = await signedIn();
    const ordered = await browser.gql(ORDER_REPLACEMENT_CARD, {}, portal);
    const uuid = ordered.body.data.orderReplacementCard.invoiceUuid;
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, uuid));
    const mails = await subjectsTo(JAN, `Factuur ${invoice!.number} staat voor je klaar`);
    expect(mails).toHaveLength(1);
    expectAddressedToJan(mails[0]);
    expect(mails[0]?.text).toContain(`http://portal.test/betaling/${uuid}`);
    expect(mails[0]?.text).toMatch(/€\s?\d/);
  });

  it('confirms a payment once, even when the provider repeats the event', async () => {
    const browser = await signedIn();
    const [open] = await t.db
      .select({ id: invoices.id, number: invoices.number })
      .from(invoices)
      .innerJoin(users, eq(users.id, invoices.userId))
      .where(and(eq(users.email, JAN), eq(invoices.status, 'open')))
      .orderBy(desc(invoices.dueDate))
      .limit(1);
    const started = await browser.gql(START_PAYMENT, { invoiceUuid: open!.id }, portal);
    const paymentId = String(started.body.data.startPayment.checkoutUrl).split('/').pop()!;
    const body = JSON.stringify({ eventId: 'evt-mail', paymentId, status: 'paid' });
    const send = () =>
      t.browser().request('/payments/test-provider/callback', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-test-provider-signature': hmac(TEST_PAYMENT_SECRET, body),
        },
        body: JSON.parse(body),
        xsrf: false,
      });
    expect((await send()).body.outcome).toBe('applied');
    expect((await send()).body.outcome).toBe('replayed');
    const mails = await subjectsTo(JAN, 'We hebben je betaling ontvangen');
    expect(mails).toHaveLength(1);
    expectAddressedToJan(mails[0]);
    expect(mails[0]?.text).toContain(`factuur ${open!.number}`);
  });

  it('confirms a signed and a revoked mandate, the account number only by its last digits', async () => {
    const browser = await signedIn();
    const signed = await browser.gql(
      SIGN_MANDATE,
      { accountHolder: 'J. de Vries', iban: 'NL91ABNA0417164300', consent: 1 },
      portal,
    );
    expect(signed.body.errors).toBeUndefined();
    const [signedMail] = await subjectsTo(JAN, 'Je machtiging voor automatische incasso is afgegeven');
    expectAddressedToJan(signedMail);
    expect(signedMail?.text).toContain('rekening eindigend op 4300');
    expect(signedMail?.text).not.toContain('NL91ABNA0417164300');

    expect((await browser.gql(REVOKE_MANDATE, {}, portal)).body.data.revokeDirectDebitMandate).toBe(true);
    // Nothing left to revoke: refused, and no second mail.
    expect((await browser.gql(REVOKE_MANDATE, {}, portal)).body.errors[0].extensions.code).toBe(422);
    const revoked = await subjectsTo(JAN, 'Je machtiging voor automatische incasso is ingetrokken');
    expect(revoked).toHaveLength(1);
    expectAddressedToJan(revoked[0]);
  });

  it("announces each invoice of the staff's yearly run", async () => {
    // Next year's run: this year's invoices are in the demo data already.
    const nextYear = addToDate(todayInNetherlands(), { years: 1 });
    const result = await yearlyInvoices(t.db, new OutboxMailer(t.db), 'http://portal.test', nextYear);
    expect(result.ok).toBe(true);
    const numbers = [...result.output.matchAll(/^\s+(F\d+)\s+(\S+@\S+)/gm)];
    expect(numbers.length).toBeGreaterThan(0);
    for (const [, number, email] of numbers) {
      const mails = await subjectsTo(email!, `Factuur ${number} staat voor je klaar`);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toMatch(/^Beste [A-Z]/);
    }
  });
});

describe('the account mails', () => {
  it('open with the name too', async () => {
    const browser = await signedIn();
    const changed = await browser.gql(
      CHANGE_PASSWORD,
      {
        currentPassword: DEMO_PASSWORD,
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
      },
      portal,
    );
    expect(changed.body.errors).toBeUndefined();
    const [mail] = await mailsTo(t.db, JAN);
    expect(mail?.subject).toBe('Je wachtwoord is gewijzigd');
    expectAddressedToJan(mail);
  });
});
