/**
 * Changing the e-mail address: nothing changes until the link mailed to the new address is opened
 * (token hashed, 24 hours, single use, audit-logged). A taken address gets the same answer, the same
 * database work and one mail (to its owner, without a link).
 */
import { and, eq, sql } from 'drizzle-orm';
import { withTestApp } from '../../testing/test-app';
import { lastLinkTo, mailsTo } from '../../testing/mail';
import { DASHBOARD_QUERY, PORTAL_INIT_QUERY } from '../../testing/operations';
import {
  ACCOUNT_PROFILE,
  CHANGE_EMAIL,
  CHANGE_PASSWORD,
  CONFIRM_EMAIL_CHANGE,
  CREATE_ACCOUNT,
  NEW_PASSWORD,
  REQUEST_PASSWORD_RESET,
  RESET_PASSWORD,
} from '../../testing/account-operations';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import { emailChangeWindows, loginFailures, oneTimeTokens, outbox, users } from '../db/schema';
import {
  EMAIL_CHANGES_PER_HOUR,
  TOO_MANY_EMAIL_CHANGES_MESSAGE,
  emailChangePendingMessage,
} from '../schema/credentials';
import { EMAIL_CHANGE_MESSAGES } from '../schema/email-change';

const t = withTestApp();
beforeEach(async () => {
  await t.db.delete(outbox);
  await t.db.delete(loginFailures);
  await t.db.delete(oneTimeTokens).where(eq(oneTimeTokens.purpose, 'emailChange'));
  await t.db.delete(emailChangeWindows);
});

const portal = { endpoint: 'portal' as const };

async function signedIn(email: string, password = DEMO_PASSWORD) {
  const browser = t.browser();
  await browser.login(email, password);
  return browser;
}

async function profileEmail(browser: Awaited<ReturnType<typeof signedIn>>) {
  return (await browser.gql(ACCOUNT_PROFILE, {}, portal)).body.data.accountProfile.email as string;
}

/** The token of the newest confirmation link mailed to the address. */
async function linkToken(email: string): Promise<string> {
  const path = await lastLinkTo(t.db, email);
  const match = path.match(/^\/e-mailadres-bevestigen\/([^/]+)$/);
  if (!match?.[1]) throw new Error(`geen bevestigingslink in ${path}`);
  return decodeURIComponent(match[1]);
}

async function confirm(token: string, browser = t.browser()) {
  await browser.portalInit();
  return browser.gql(CONFIRM_EMAIL_CHANGE, { token });
}

const NEW_ACCOUNT_PASSWORD = 'Een-Goed-Wachtwoord-1';

async function createAccount(email: string) {
  const guest = t.browser();
  await guest.portalInit();
  const response = await guest.gql(CREATE_ACCOUNT, {
    input: {
      type: 'professional',
      email,
      password: NEW_ACCOUNT_PASSWORD,
      passwordConfirmation: NEW_ACCOUNT_PASSWORD,
      initials: 'K.',
      firstName: 'Kim',
      lastName: 'de Wit',
      phone: '0612345678',
      acceptTerms: true,
    },
  });
  expect(response.body.data.createAccount.status).toBe('CREATED');
}

async function restore(from: string, to: string) {
  await t.db.update(users).set({ email: to, isVerified: true }).where(eq(users.email, from));
}

describe('changeEmail', () => {
  it('keeps the address until the link mailed to the new address is opened, then changes it once', async () => {
    const other = await signedIn('werkgever@demo.nl');
    const browser = await signedIn('werkgever@demo.nl');
    const wrong = await browser.gql(
      CHANGE_EMAIL,
      { email: 'hr@example.nl', password: 'Fout-Wachtwoord-1!' },
      portal,
    );
    expect(wrong.body.errors[0].extensions.validation).toEqual({ password: ['Het wachtwoord is onjuist.'] });
    const same = await browser.gql(
      CHANGE_EMAIL,
      { email: 'Werkgever@demo.nl', password: DEMO_PASSWORD },
      portal,
    );
    expect(same.body.errors[0].extensions.validation).toEqual({ email: ['Dit is al je e-mailadres.'] });

    const asked = await browser.gql(
      CHANGE_EMAIL,
      { email: 'HR@example.nl', password: DEMO_PASSWORD },
      portal,
    );
    expect(asked.body.data.changeEmail).toEqual({
      status: 'PENDING',
      message: emailChangePendingMessage('hr@example.nl'),
    });
    // Nothing has changed yet: the address, the verified state, the other session.
    expect(await profileEmail(browser)).toBe('werkgever@demo.nl');
    expect((await browser.gql(PORTAL_INIT_QUERY, { uri: '' })).body.data.portalInit.session.verified).toBe(
      true,
    );
    expect((await other.gql(ACCOUNT_PROFILE, {}, portal)).body.errors).toBeUndefined();
    expect(await mailsTo(t.db, 'werkgever@demo.nl')).toHaveLength(0);
    const [mail] = await mailsTo(t.db, 'hr@example.nl');
    expect(mail?.subject).toBe('Bevestig je nieuwe e-mailadres');
    const token = await linkToken('hr@example.nl');
    // Only the token's hash is stored, with its expiry a day ahead.
    const [stored] = await t.db
      .select({
        tokenHash: oneTimeTokens.tokenHash,
        hoursLeft: sql<number>`extract(epoch from ${oneTimeTokens.expiresAt} - now()) / 3600`.mapWith(Number),
      })
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.purpose, 'emailChange'));
    expect(stored?.tokenHash).not.toContain(token);
    expect(stored?.hoursLeft).toBeGreaterThan(23.9);
    expect(stored?.hoursLeft).toBeLessThanOrEqual(24);
    expect(JSON.stringify(await t.db.select().from(oneTimeTokens))).not.toContain(token);

    t.audit.clear();
    // Opened in another browser (no session): the token alone decides.
    const opened = await confirm(token);
    expect(opened.body.data.confirmEmailChange).toEqual({
      status: 'CHANGED',
      message: EMAIL_CHANGE_MESSAGES.changed('hr@example.nl'),
    });
    const [account] = await t.db.select().from(users).where(eq(users.email, 'hr@example.nl'));
    expect(account?.isVerified).toBe(true);
    expect((await mailsTo(t.db, 'werkgever@demo.nl'))[0]?.subject).toBe('Je e-mailadres is gewijzigd');
    // A changed credential ends the account's sessions; the new address signs in, the old one not.
    expect((await other.gql(ACCOUNT_PROFILE, {}, portal)).body.errors[0].extensions.code).toBe(401);
    expect((await browser.gql(ACCOUNT_PROFILE, {}, portal)).body.errors[0].extensions.code).toBe(401);
    expect((await t.browser().login('hr@example.nl')).body.data.loginPortalUser.status).toBe('LOGGED_IN');
    expect((await t.browser().login('werkgever@demo.nl')).body.data.loginPortalUser.status).toBe(
      'INVALID_CREDENTIALS',
    );
    expect(t.audit.entries().filter((entry) => entry.event === 'email_change')).toEqual([
      expect.objectContaining({
        outcome: 'success',
        target: 'werkgever@demo.nl',
        details: { newEmail: 'hr@example.nl' },
      }),
    ]);
    expect(t.audit.text()).not.toContain(token);

    // Single use.
    expect((await confirm(token)).body.data.confirmEmailChange).toEqual({
      status: 'INVALID',
      message: EMAIL_CHANGE_MESSAGES.INVALID,
    });
    await restore('hr@example.nl', 'werkgever@demo.nl');
  });

  it('keeps the session of the browser that opens its own link, under the new address', async () => {
    const browser = await signedIn('opleider@demo.nl');
    await browser.gql(CHANGE_EMAIL, { email: 'opleiding@example.nl', password: DEMO_PASSWORD }, portal);
    const opened = await confirm(await linkToken('opleiding@example.nl'), browser);
    expect(opened.body.data.confirmEmailChange.status).toBe('CHANGED');
    expect(await profileEmail(browser)).toBe('opleiding@example.nl');
    await restore('opleiding@example.nl', 'opleider@demo.nl');
  });

  it('answers a taken address exactly like a free one, with the same database work and no link', async () => {
    const browser = await signedIn('werkgever@demo.nl');
    t.audit.clear();
    const ask = async (email: string) => {
      const before = t.queries.count;
      const started = performance.now();
      const response = await browser.gql(CHANGE_EMAIL, { email, password: DEMO_PASSWORD }, portal);
      return {
        response,
        ms: performance.now() - started,
        statements: t.queries.count - before,
      };
    };
    const taken = await ask('opleider@demo.nl');
    const free = await ask('vrij@example.nl');
    expect(taken.response.status).toBe(free.response.status);
    expect(taken.response.body).toEqual({
      data: { changeEmail: { status: 'PENDING', message: emailChangePendingMessage('opleider@demo.nl') } },
    });
    expect(free.response.body).toEqual({
      data: { changeEmail: { status: 'PENDING', message: emailChangePendingMessage('vrij@example.nl') } },
    });
    expect(taken.statements).toBe(free.statements);
    // Informative: the time of each answer (the password hash dominates both).
    console.info(
      `changeEmail: bezet adres ${taken.ms.toFixed(1)} ms, vrij adres ${free.ms.toFixed(1)} ms, ${free.statements} statements`,
    );

    // One mail to the taken address, to its owner, without a link; no token for it.
    const owner = await mailsTo(t.db, 'opleider@demo.nl');
    expect(owner.map((mail) => mail.subject)).toEqual(['Iemand probeerde je e-mailadres te gebruiken']);
    expect(owner[0]?.text).not.toMatch(/e-mailadres-bevestigen/);
    expect(
      await t.db
        .select()
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.purpose, 'emailChange'), eq(oneTimeTokens.email, 'opleider@demo.nl'))),
    ).toEqual([]);
    expect(await profileEmail(browser)).toBe('werkgever@demo.nl');
    expect(t.audit.entries().filter((entry) => entry.event === 'email_change_request')).toEqual([
      expect.objectContaining({
        outcome: 'refused',
        details: { newEmail: 'opleider@demo.nl', reason: 'address_in_use' },
      }),
      expect.objectContaining({ outcome: 'requested', details: { newEmail: 'vrij@example.nl' } }),
    ]);
  });

  it('lets only the newest request be confirmed, and an expired link changes nothing', async () => {
    const browser = await signedIn('werkgever@demo.nl');
    await browser.gql(CHANGE_EMAIL, { email: 'eerste@example.nl', password: DEMO_PASSWORD }, portal);
    const first = await linkToken('eerste@example.nl');
    await browser.gql(CHANGE_EMAIL, { email: 'tweede@example.nl', password: DEMO_PASSWORD }, portal);
    const second = await linkToken('tweede@example.nl');
    expect((await confirm(first)).body.data.confirmEmailChange.status).toBe('INVALID');
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(and(eq(oneTimeTokens.purpose, 'emailChange'), eq(oneTimeTokens.email, 'tweede@example.nl')));
    expect((await confirm(second)).body.data.confirmEmailChange).toEqual({
      status: 'EXPIRED',
      message: EMAIL_CHANGE_MESSAGES.EXPIRED,
    });
    expect(await profileEmail(browser)).toBe('werkgever@demo.nl');
  });

  it('changes nothing when another account took the address before the link was opened', async () => {
    const browser = await signedIn('werkgever@demo.nl');
    await browser.gql(CHANGE_EMAIL, { email: 'snel@example.nl', password: DEMO_PASSWORD }, portal);
    const token = await linkToken('snel@example.nl');
    await createAccount('snel@example.nl');
    t.audit.clear();
    expect((await confirm(token)).body.data.confirmEmailChange).toEqual({
      status: 'TAKEN',
      message: EMAIL_CHANGE_MESSAGES.TAKEN,
    });
    expect(t.audit.entries().filter((entry) => entry.event === 'email_change')).toEqual([
      expect.objectContaining({
        outcome: 'failure',
        target: 'snel@example.nl',
        details: { reason: 'taken' },
      }),
    ]);
    expect(await profileEmail(browser)).toBe('werkgever@demo.nl');
  });

  it('answers a forged token like a used one and changes no account', async () => {
    const before = await t.db.select({ id: users.id, email: users.email }).from(users).orderBy(users.id);
    const browser = await signedIn('professional@demo.nl');
    for (const forged of ['nep', 'x'.repeat(43), "'; drop table users; --"]) {
      expect((await confirm(forged, browser)).body.data.confirmEmailChange).toEqual({
        status: 'INVALID',
        message: EMAIL_CHANGE_MESSAGES.INVALID,
      });
    }
    expect((await browser.gql(DASHBOARD_QUERY, {}, portal)).body.errors).toBeUndefined();
    expect(await t.db.select({ id: users.id, email: users.email }).from(users).orderBy(users.id)).toEqual(
      before,
    );
  });

  it('verifies an unverified account whose new address confirms', async () => {
    await createAccount('typfout@exmaple.nl');
    const browser = await signedIn('typfout@exmaple.nl', NEW_ACCOUNT_PASSWORD);
    const asked = await browser.gql(
      CHANGE_EMAIL,
      { email: 'typfout@example.nl', password: NEW_ACCOUNT_PASSWORD },
      portal,
    );
    expect(asked.body.data.changeEmail.status).toBe('PENDING');
    await confirm(await linkToken('typfout@example.nl'), browser);
    const session = (await browser.gql(PORTAL_INIT_QUERY, { uri: '' })).body.data.portalInit.session;
    expect(session).toMatchObject({ auth: true, verified: true });
    expect(session.user.detail.email).toBe('typfout@example.nl');
  });

  it('spends a pending link when the password is changed or reset', async () => {
    await createAccount('wachtwoord@example.nl');
    const browser = await signedIn('wachtwoord@example.nl', NEW_ACCOUNT_PASSWORD);
    const spent = { status: 'INVALID', message: EMAIL_CHANGE_MESSAGES.INVALID };

    await browser.gql(
      CHANGE_EMAIL,
      { email: 'na-wijziging@example.nl', password: NEW_ACCOUNT_PASSWORD },
      portal,
    );
    const beforeChange = await linkToken('na-wijziging@example.nl');
    const changed = await browser.gql(
      CHANGE_PASSWORD,
      {
        currentPassword: NEW_ACCOUNT_PASSWORD,
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
      },
      portal,
    );
    expect(changed.body.data.changePassword.status).toBe('OK');
    expect((await confirm(beforeChange)).body.data.confirmEmailChange).toEqual(spent);

    await browser.gql(CHANGE_EMAIL, { email: 'na-herstel@example.nl', password: NEW_PASSWORD }, portal);
    const beforeReset = await linkToken('na-herstel@example.nl');
    const guest = t.browser();
    await guest.portalInit();
    await guest.gql(REQUEST_PASSWORD_RESET, { email: 'wachtwoord@example.nl' });
    const [, , , resetToken, uuid] = (await lastLinkTo(t.db, 'wachtwoord@example.nl')).split('/');
    const reset = await guest.gql(RESET_PASSWORD, {
      token: resetToken,
      uuid,
      password: NEW_ACCOUNT_PASSWORD,
      passwordConfirmation: NEW_ACCOUNT_PASSWORD,
    });
    expect(reset.body.data.resetPassword.status).toBe('OK');
    expect((await confirm(beforeReset)).body.data.confirmEmailChange).toEqual(spent);

    expect(
      await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'wachtwoord@example.nl')),
    ).toHaveLength(1);
  });

  it('does not move a deactivated account: its link answers like an invalid one', async () => {
    await createAccount('gedeactiveerd@example.nl');
    const browser = await signedIn('gedeactiveerd@example.nl', NEW_ACCOUNT_PASSWORD);
    await browser.gql(
      CHANGE_EMAIL,
      { email: 'na-deactivatie@example.nl', password: NEW_ACCOUNT_PASSWORD },
      portal,
    );
    const token = await linkToken('na-deactivatie@example.nl');
    await t.db
      .update(users)
      .set({ deactivatedAt: sql`now()` })
      .where(eq(users.email, 'gedeactiveerd@example.nl'));
    const [before] = await t.db.select().from(users).where(eq(users.email, 'gedeactiveerd@example.nl'));

    expect((await confirm(token)).body.data.confirmEmailChange).toEqual({
      status: 'INVALID',
      message: EMAIL_CHANGE_MESSAGES.INVALID,
    });
    expect(await t.db.select().from(users).where(eq(users.id, before!.id))).toEqual([before]);
    const subjects = (await mailsTo(t.db, 'gedeactiveerd@example.nl')).map((mail) => mail.subject);
    expect(subjects).not.toContain('Je e-mailadres is gewijzigd');
  });

  it('answers more than five requests an hour alike for taken and free addresses, with nothing sent', async () => {
    const browser = await signedIn('werkgever@demo.nl');
    const ask = (email: string) => browser.gql(CHANGE_EMAIL, { email, password: DEMO_PASSWORD }, portal);
    // Requests for a taken address count as much as requests for a free one.
    for (let request = 1; request <= EMAIL_CHANGES_PER_HOUR; request += 1) {
      const email = request % 2 === 0 ? 'opleider@demo.nl' : `poging-${request}@example.nl`;
      expect((await ask(email)).body.data.changeEmail.status).toBe('PENDING');
    }
    await t.db.delete(outbox);
    t.audit.clear();
    const before = await t.db.select().from(oneTimeTokens);
    const refused = { status: 'THROTTLED', message: TOO_MANY_EMAIL_CHANGES_MESSAGE };
    const free = await ask('te-veel@example.nl');
    const taken = await ask('opleider@demo.nl');
    expect(free.body).toEqual({ data: { changeEmail: refused } });
    expect(taken.body).toEqual({ data: { changeEmail: refused } });
    expect(await t.db.select().from(outbox)).toEqual([]);
    expect(await t.db.select().from(oneTimeTokens)).toEqual(before);
    expect(t.audit.entries().map((entry) => [entry.event, entry.outcome])).toEqual([
      ['email_change_request', 'throttled'],
      ['email_change_request', 'throttled'],
    ]);

    // Another account has its own hour; and once the hour is over, this one may ask again.
    const other = await signedIn('opleider@demo.nl');
    const otherAsked = await other.gql(
      CHANGE_EMAIL,
      { email: 'opleiding@example.nl', password: DEMO_PASSWORD },
      portal,
    );
    expect(otherAsked.body.data.changeEmail.status).toBe('PENDING');
    await t.db.update(emailChangeWindows).set({ windowStart: sql`now() - interval '61 minutes'` });
    expect((await ask('na-een-uur@example.nl')).body.data.changeEmail.status).toBe('PENDING');
  });
});
