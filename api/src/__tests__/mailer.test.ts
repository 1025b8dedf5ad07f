import { eq, sql } from 'drizzle-orm';
import { withTestApp, testConfig, createTestApp } from '../../testing/test-app';
import { mailsTo } from '../../testing/mail';
import { REQUEST_PASSWORD_RESET, UPDATE_PROFILE } from '../../testing/account-operations';
import { startFakeSmtpServer, type FakeSmtpServer } from '../../testing/fake-smtp-server';
import { createMailer, type Mailer } from '../mail/mailer';
import { activationMail } from '../mail/templates';
import { retryDelaySeconds } from '../mail/smtp-mailer';
import { enqueueMail } from '../db/queries/mail-queue';
import { mailQueue, outbox, users } from '../db/schema';
import { createMemoryErrorLog, type MemoryErrorLog } from '../../testing/memory-error-log';

const t = withTestApp();

describe('mailer adapters', () => {
  it('keeps mail in the outbox when no SMTP server is configured', async () => {
    const mailer = createMailer(t.config, t.db, createMemoryErrorLog());
    expect(mailer.kind).toBe('outbox');
    await mailer.send(activationMail('outbox@example.nl', 'http://portal.test/x', 24));
    const [mail] = await mailsTo(t.db, 'outbox@example.nl');
    expect(mail).toMatchObject({ subject: 'Activeer je account' });
    expect(mail?.text).toContain('Beste,');
    expect(mail?.html).toContain('<html lang="nl">');
  });
});

describe('SMTP delivery through the queue (against a FAKE local SMTP server)', () => {
  let fake: FakeSmtpServer;
  let mailer: Mailer;
  let errors: MemoryErrorLog;
  beforeEach(async () => {
    fake = await startFakeSmtpServer();
    await t.db.delete(mailQueue);
    errors = createMemoryErrorLog();
    mailer = createMailer(
      testConfig(t.config.dataDir, { ...fake.env, MAIL_FROM: 'Register <noreply@register.example>' }),
      t.db,
      errors,
    );
  });
  afterEach(async () => {
    await mailer.stop();
    await fake.close();
  });

  it('sends from MAIL_FROM after queueing, and keeps the sent mail without its body', async () => {
    expect(mailer.kind).toBe('smtp');
    await mailer.send(activationMail('smtp@example.nl', 'http://portal.test/activeer/geheim', 24));
    await mailer.drain();
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]?.to).toEqual(['smtp@example.nl']);
    expect(fake.received[0]?.raw).toMatch(/From: Register <noreply@register\.example>/);
    expect(fake.received[0]?.raw).toMatch(/Subject: Activeer je account/);
    expect(fake.received[0]?.raw).toContain('http://portal.test/activeer/geheim');
    const rows = await t.db.select().from(mailQueue);
    expect(rows).toEqual([
      expect.objectContaining({ to: 'smtp@example.nl', status: 'sent', text: null, html: null, attempts: 1 }),
    ]);
    expect(JSON.stringify(rows)).not.toContain('geheim');
    // The outbox is the delivery only without SMTP: no copy with the link there.
    expect(await mailsTo(t.db, 'smtp@example.nl')).toHaveLength(0);
  });

  it('retries a refused message later with back-off, then sends it', async () => {
    fake.behaviour = 'refuse';
    await mailer.send(activationMail('retry@example.nl', 'http://portal.test/x', 24));
    await mailer.drain();
    const [failed] = await t.db.select().from(mailQueue);
    expect(failed).toMatchObject({ status: 'queued', attempts: 1 });
    expect(failed?.lastError).toMatch(/451|Tijdelijk/);
    const waitSeconds = (failed!.nextAttemptAt.getTime() - Date.now()) / 1000;
    expect(waitSeconds).toBeGreaterThan(50);
    expect(waitSeconds).toBeLessThanOrEqual(61);
    // The failure is in the error log (the worker runs outside any request), with the message's id.
    expect(errors.entries()).toEqual([
      expect.objectContaining({
        event: 'mail_delivery',
        details: expect.objectContaining({ mailId: failed!.id, attempt: 1 }),
        error: expect.objectContaining({ message: expect.stringMatching(/451|Tijdelijk/) }),
      }),
    ]);
    // Not due yet: a run now sends nothing.
    fake.behaviour = 'accept';
    expect(await mailer.drain()).toBe(0);
    // Time passes.
    await t.db.update(mailQueue).set({ nextAttemptAt: sql`now() - interval '1 second'` });
    expect(await mailer.drain()).toBe(1);
    expect(fake.received).toHaveLength(1);
    const [sent] = await t.db.select().from(mailQueue);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, text: null });
  });

  it('waits longer after each failure and gives up (clearing the body) after the last attempt', async () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([60, 120, 240, 480]);
    expect(retryDelaySeconds(20)).toBe(6 * 3600);
    fake.behaviour = 'refuse';
    await mailer.send(activationMail('never@example.nl', 'http://portal.test/geheim', 24));
    // Let the delivery that send() starts on its own fail first, then make the ninth failure due.
    await mailer.drain();
    await t.db.update(mailQueue).set({ attempts: 9, nextAttemptAt: sql`now() - interval '1 second'` });
    await mailer.drain();
    const [row] = await t.db.select().from(mailQueue);
    expect(row).toMatchObject({ status: 'failed', attempts: 10, text: null, html: null });
  });

  it('runs nothing more once stopped: not the run queued behind a delivery, not a later send', async () => {
    fake.behaviour = 'hold';
    await enqueueMail(t.db, activationMail('eerst@example.nl', 'http://portal.test/x', 24));
    const running = mailer.drain();
    // The first run has claimed its mail and is sending it: a new mail waits for the run after it.
    await fake.holding();
    await enqueueMail(t.db, activationMail('daarna@example.nl', 'http://portal.test/y', 24));
    const queuedBehind = mailer.drain();
    const stopping = mailer.stop();
    fake.behaviour = 'accept';
    fake.release();
    await stopping;
    expect(await running).toBe(1);
    expect(await queuedBehind).toBe(0);
    await mailer.send(activationMail('na-stop@example.nl', 'http://portal.test/z', 24));
    await new Promise((resolve) => setImmediate(resolve));
    expect(await mailer.drain()).toBe(0);
    expect(fake.received.map((mail) => mail.to)).toEqual([['eerst@example.nl']]);
    const waiting = await t.db.select({ to: mailQueue.to, status: mailQueue.status }).from(mailQueue);
    expect(
      waiting
        .filter((mail) => mail.status === 'queued')
        .map((mail) => mail.to)
        .sort(),
    ).toEqual(['daarna@example.nl', 'na-stop@example.nl']);
  });
});

describe('no request waits on the mail server', () => {
  it('answers a reset request at once while the SMTP server stalls', async () => {
    const fake = await startFakeSmtpServer();
    fake.behaviour = 'stall';
    const smtpApp = await createTestApp({ env: fake.env });
    try {
      const browser = smtpApp.browser();
      await browser.portalInit();
      const started = Date.now();
      const answer = await browser.gql(REQUEST_PASSWORD_RESET, { email: 'concept@demo.nl' });
      expect(Date.now() - started).toBeLessThan(1500);
      expect(answer.body.data.requestPasswordReset.status).toBe('OK');
      const [queued] = await smtpApp.db.select().from(mailQueue).where(eq(mailQueue.to, 'concept@demo.nl'));
      expect(queued?.subject).toBe('Wachtwoord opnieuw instellen');
    } finally {
      await fake.close();
      await smtpApp.close();
    }
  });
});

describe('login notification', () => {
  it('mails the user at sign-in once they asked for it', async () => {
    await t.db.delete(outbox);
    const browser = t.browser();
    await browser.login('concept@demo.nl');
    expect(await mailsTo(t.db, 'concept@demo.nl')).toHaveLength(0);
    await browser.gql(
      UPDATE_PROFILE,
      { step: 'voorkeuren', input: { loginNotification: true, shownInRegister: false } },
      { endpoint: 'portal' },
    );
    const [user] = await t.db.select().from(users).where(eq(users.email, 'concept@demo.nl'));
    expect(user?.loginNotificationEnabled).toBe(true);
    await t.browser().login('concept@demo.nl');
    const [mail] = await mailsTo(t.db, 'concept@demo.nl');
    expect(mail?.subject).toBe('Er is ingelogd op je account');
  });
});
