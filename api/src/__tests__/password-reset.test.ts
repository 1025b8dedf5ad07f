import { eq, sql } from 'drizzle-orm';
import { withTestApp } from '../../testing/test-app';
import { lastLinkTo, mailsTo } from '../../testing/mail';
import { NEW_PASSWORD, REQUEST_PASSWORD_RESET, RESET_PASSWORD } from '../../testing/account-operations';
import { loginFailures, oneTimeTokens, outbox, sessions, users } from '../db/schema';
import { RESET_REQUESTED_MESSAGE } from '../schema/password-reset';
import { DASHBOARD_QUERY } from '../../testing/operations';
import { TestBrowser } from '../../testing/test-browser';
import { settledAfterResponse } from '../http/after-response';

const t = withTestApp();
beforeEach(async () => {
  await t.db.delete(outbox);
  await t.db.delete(oneTimeTokens);
  await t.db.delete(loginFailures);
});

async function requestReset(email: string) {
  const browser = t.browser();
  await browser.portalInit();
  return browser.gql(REQUEST_PASSWORD_RESET, { email });
}

function linkParts(path: string) {
  const [, , , token, uuid] = path.split('/');
  return { token: token!, uuid: uuid! };
}

async function reset(
  parts: { token: string; uuid: string },
  password = NEW_PASSWORD,
  confirmation = password,
) {
  const browser = t.browser();
  await browser.portalInit();
  return browser.gql(RESET_PASSWORD, { ...parts, password, passwordConfirmation: confirmation });
}

describe('requestPasswordReset', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const known = await requestReset('concept@demo.nl');
    const unknown = await requestReset('niemand@demo.nl');
    expect(known.body.data.requestPasswordReset).toEqual({ status: 'OK', message: RESET_REQUESTED_MESSAGE });
    expect(unknown.body).toEqual(known.body);
    expect(await mailsTo(t.db, 'niemand@demo.nl')).toHaveLength(0);
    const [mail] = await mailsTo(t.db, 'concept@demo.nl');
    expect(mail?.text).toMatch(/http:\/\/portal\.test\/wachtwoord\/vergeten\/[\w-]+\/[0-9a-f-]{36}/);
    expect(mail?.html).toContain('<a href="http://portal.test/wachtwoord/vergeten/');
  });

  it('stores only a hash of the token', async () => {
    await requestReset('concept@demo.nl');
    const { token } = linkParts(await lastLinkTo(t.db, 'concept@demo.nl'));
    const rows = await t.db.select().from(oneTimeTokens);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('sends at most 3 links per hour per address, with the same answer', async () => {
    for (let i = 0; i < 5; i += 1) {
      const response = await requestReset('concept@demo.nl');
      expect(response.body.data.requestPasswordReset.status).toBe('OK');
    }
    expect(await mailsTo(t.db, 'concept@demo.nl')).toHaveLength(3);
  });

  it('refuses a malformed address with 422', async () => {
    const response = await requestReset('geen-adres');
    expect(response.body.errors[0].extensions).toMatchObject({
      code: 422,
      validation: { email: expect.any(Array) },
    });
  });
});

describe('resetPassword', () => {
  it('sets the new password once, ends every session, and refuses the link a second time', async () => {
    const other = t.browser();
    await other.login('werkgever@demo.nl');
    await requestReset('werkgever@demo.nl');
    const parts = linkParts(await lastLinkTo(t.db, 'werkgever@demo.nl'));

    const first = await reset(parts);
    expect(first.body.data.resetPassword.status).toBe('OK');
    const [user] = await t.db.select().from(users).where(eq(users.email, 'werkgever@demo.nl'));
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(0);
    const dashboard = await other.gql(DASHBOARD_QUERY, {}, { endpoint: 'portal' });
    expect(dashboard.body.errors[0].extensions.code).toBe(401);
    expect(
      (await t.browser().login('werkgever@demo.nl', NEW_PASSWORD)).body.data.loginPortalUser.status,
    ).toBe('LOGGED_IN');

    const again = await reset(parts, 'Nog-Een-Wachtwoord-9!');
    expect(again.body.data.resetPassword.status).toBe('INVALID_TOKEN');
    expect(again.body.data.resetPassword.message).toMatch(/ongeldig, al gebruikt of verlopen/);
    expect(
      (await t.browser().login('werkgever@demo.nl', NEW_PASSWORD)).body.data.loginPortalUser.status,
    ).toBe('LOGGED_IN');
  });

  it('refuses an expired link, a wrong token and a token with another uuid', async () => {
    await requestReset('opleider@demo.nl');
    const parts = linkParts(await lastLinkTo(t.db, 'opleider@demo.nl'));
    expect((await reset({ ...parts, token: 'geraden' })).body.data.resetPassword.status).toBe(
      'INVALID_TOKEN',
    );
    expect(
      (await reset({ ...parts, uuid: '00000000-0000-4000-8000-000000000000' })).body.data.resetPassword
        .status,
    ).toBe('INVALID_TOKEN');
    expect((await reset({ ...parts, uuid: 'geen-uuid' })).body.data.resetPassword.status).toBe(
      'INVALID_TOKEN',
    );
    await t.db.update(oneTimeTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await reset(parts)).body.data.resetPassword.status).toBe('INVALID_TOKEN');
  });

  it('checks the password rule and the confirmation before spending the token', async () => {
    await requestReset('concept@demo.nl');
    const parts = linkParts(await lastLinkTo(t.db, 'concept@demo.nl'));
    const weak = await reset(parts, 'kort', 'anders');
    expect(weak.body.errors[0].extensions.code).toBe(422);
    expect(weak.body.errors[0].extensions.validation.password).toContain(
      'Wachtwoord dient minimaal 12 karakters te bevatten.',
    );
    expect(weak.body.errors[0].extensions.validation.passwordConfirmation).toEqual([
      'De bevestiging komt niet overeen.',
    ]);
    expect((await reset(parts)).body.data.resetPassword.status).toBe('OK');
  });
});

describe('a reset request for a known and an unknown address', () => {
  it('does the same work before it answers; the mail follows after the response', async () => {
    // The app itself, not the test browsers' wrapper that waits for after-response work.
    const browser = new TestBrowser(t.app);
    await browser.portalInit();
    const request = async (email: string) => {
      await settledAfterResponse(t.services);
      const before = { count: t.queries.count, writes: t.queries.writes };
      const response = await browser.gql(REQUEST_PASSWORD_RESET, { email });
      const during = { count: t.queries.count - before.count, writes: t.queries.writes - before.writes };
      await settledAfterResponse(t.services);
      return { during, answer: response.body.data.requestPasswordReset };
    };
    await request('warm-up@example.nl');
    await t.db.delete(oneTimeTokens);
    const known = await request('professional@demo.nl');
    const unknown = await request('niemand-bekend@example.nl');
    expect(known.answer).toEqual(unknown.answer);
    expect(known.during).toEqual(unknown.during);
    expect(known.during.writes).toBe(0);
    expect(await lastLinkTo(t.db, 'professional@demo.nl')).toMatch(/^\/wachtwoord\/vergeten\//);
    expect(await mailsTo(t.db, 'niemand-bekend@example.nl')).toEqual([]);
  });
});
