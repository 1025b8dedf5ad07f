import { eq, sql } from 'drizzle-orm';
import { withTestApp } from '../../testing/test-app';
import { LOGIN_MUTATION, PORTAL_INIT_QUERY } from '../../testing/operations';
import { loginFailures, sessions, users } from '../db/schema';
import { sha256 } from '../security/tokens';

const t = withTestApp();
beforeEach(async () => {
  await t.db.delete(loginFailures);
});

const UNKNOWN = 'Deze combinatie van e-mailadres en wachtwoord is onbekend.';

function cookieLine(lines: string[], name: string): string {
  const line = lines.find((candidate) => candidate.startsWith(`${name}=`));
  if (!line) throw new Error(`geen Set-Cookie voor ${name} in ${JSON.stringify(lines)}`);
  return line;
}

describe('loginPortalUser', () => {
  it('signs in, sets an HttpOnly session cookie and stores only a hash of its id', async () => {
    const browser = t.browser();
    const response = await browser.login('professional@demo.nl');
    expect(response.body.data.loginPortalUser).toEqual({ status: 'LOGGED_IN', message: 'Je bent ingelogd.' });

    const session = cookieLine(response.setCookies, 'portal_session');
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(session).toMatch(/; Path=\//);
    expect(session).not.toMatch(/Secure/);
    const xsrf = cookieLine(response.setCookies, 'XSRF-TOKEN');
    expect(xsrf).not.toMatch(/HttpOnly/);
    expect(xsrf).toMatch(/; SameSite=Lax/);

    const rawId = browser.cookies.get('portal_session')!;
    const rows = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256(rawId)));
    expect(rows).toHaveLength(1);
    const stored = await t.db.select({ idHash: sessions.idHash }).from(sessions);
    expect(stored.map((row) => row.idHash)).not.toContain(rawId);
  });

  it('marks cookies Secure when the request came over HTTPS', async () => {
    const browser = t.browser();
    await browser.gql(PORTAL_INIT_QUERY, { uri: '' }, { headers: { 'x-forwarded-proto': 'https' } });
    const response = await browser.gql(
      LOGIN_MUTATION,
      { username: 'werkgever@demo.nl', password: 'Demo-Wachtwoord-2026!' },
      { headers: { 'x-forwarded-proto': 'https' } },
    );
    // Over HTTPS the HttpOnly cookies carry the __Host- prefix (Secure, Path=/, no Domain).
    const session = cookieLine(response.setCookies, '__Host-portal_session');
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/; Path=\//);
    expect(session).not.toMatch(/Domain=/);
    expect(response.setCookies.some((line) => line.startsWith('portal_session='))).toBe(false);
    expect(cookieLine(response.setCookies, 'XSRF-TOKEN')).toMatch(/; Secure/);
  });

  it('issues a new session id and token at login and drops the old session (no fixation)', async () => {
    const browser = t.browser();
    await browser.login('professional@demo.nl');
    const firstId = browser.cookies.get('portal_session')!;
    const firstToken = browser.cookies.get('XSRF-TOKEN')!;
    await browser.login('professional@demo.nl');
    const secondId = browser.cookies.get('portal_session')!;
    expect(secondId).not.toBe(firstId);
    expect(browser.cookies.get('XSRF-TOKEN')).not.toBe(firstToken);
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, sha256(firstId))),
    ).toHaveLength(0);

    // A session id planted by an attacker is never adopted: login answers with a fresh one.
    const victim = t.browser();
    victim.cookies.set('portal_session', 'planted-by-attacker');
    await victim.login('concept@demo.nl');
    expect(victim.cookies.get('portal_session')).not.toBe('planted-by-attacker');
  });

  it('answers a wrong password, an unknown address and a staff account with the same message', async () => {
    const wrong = await t.browser().login('professional@demo.nl', 'Fout-Wachtwoord-1!');
    const unknown = await t.browser().login('niemand@demo.nl', 'Fout-Wachtwoord-1!');
    const staff = await t.browser().login('medewerker@demo.nl');
    for (const response of [wrong, unknown, staff]) {
      expect(response.body.data.loginPortalUser).toEqual({ status: 'INVALID_CREDENTIALS', message: UNKNOWN });
      expect(response.setCookies.some((line) => line.startsWith('portal_session='))).toBe(false);
    }
  });

  it('treats the e-mail address case-insensitively', async () => {
    const response = await t.browser().login('  Professional@DEMO.nl ');
    expect(response.body.data.loginPortalUser.status).toBe('LOGGED_IN');
  });

  it('throttles after 5 failures per minute for one address from one client', async () => {
    const browser = t.browser({ ip: '198.51.100.7' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await browser.login('concept@demo.nl', 'Fout-Wachtwoord-1!');
      expect(response.body.data.loginPortalUser.status).toBe('INVALID_CREDENTIALS');
    }
    // Even the right password waits now.
    const throttled = await browser.login('concept@demo.nl');
    expect(throttled.body.data.loginPortalUser.status).toBe('THROTTLED');
    expect(throttled.body.data.loginPortalUser.message).toMatch(
      /^Te veel inlogpogingen\. Probeer het over \d{1,2} seconden? opnieuw\.$/,
    );
    // Another client address is not affected by this client's failures.
    const elsewhere = await t.browser({ ip: '198.51.100.8' }).login('concept@demo.nl');
    expect(elsewhere.body.data.loginPortalUser.status).toBe('LOGGED_IN');

    // After the minute the address may try again.
    await t.db.update(loginFailures).set({ failedAt: sql`now() - interval '61 seconds'` });
    expect((await browser.login('concept@demo.nl')).body.data.loginPortalUser.status).toBe('LOGGED_IN');
  });

  it('hashes passwords with argon2id', async () => {
    const [user] = await t.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'professional@demo.nl'));
    expect(user?.hash).toMatch(/^\$argon2id\$/);
  });
});
