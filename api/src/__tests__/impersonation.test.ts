import { eq, sql } from 'drizzle-orm';
import { withTestApp } from '../../testing/test-app';
import { LOGIN_AS_MUTATION, LOGIN_MUTATION, LOGOUT_MUTATION } from '../../testing/operations';
import { createImpersonationToken } from '../auth/impersonation';
import { findUserByEmail } from '../db/queries/accounts';
import { impersonationTokens, sessions } from '../db/schema';
import { sha256 } from '../security/tokens';

const t = withTestApp();

async function tokenFor(email: string): Promise<string> {
  const user = await findUserByEmail(t.db, email);
  return createImpersonationToken(t.db, user!.id, 'test');
}

async function loginAs(token: string) {
  const browser = t.browser();
  await browser.portalInit();
  const response = await browser.gql(LOGIN_AS_MUTATION, { token });
  return { browser, result: response.body.data.loginAsPortalUser };
}

describe('loginAsPortalUser', () => {
  it('opens an impersonating session that bypasses the verified check', async () => {
    const { browser, result } = await loginAs(await tokenFor('nieuw@demo.nl'));
    expect(result.status).toBe('LOGGED_IN');
    const session = (await browser.portalInit()).body.data.portalInit.session;
    expect(session).toMatchObject({ auth: true, impersonating: true, verified: false });
    expect(session.user.username).toBe('nieuw@demo.nl');
  });

  it('ends an impersonating session after 1 hour, even while in use', async () => {
    const { browser } = await loginAs(await tokenFor('professional@demo.nl'));
    const idHash = sha256(browser.cookies.get('portal_session')!);
    await t.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '59 minutes'`, lastSeenAt: sql`now()` })
      .where(eq(sessions.idHash, idHash));
    expect((await browser.portalInit()).body.data.portalInit.session.auth).toBe(true);
    await t.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '61 minutes'`, lastSeenAt: sql`now()` })
      .where(eq(sessions.idHash, idHash));
    expect((await browser.portalInit()).body.data.portalInit.session.auth).toBe(false);
  });

  it('accepts a token only once', async () => {
    const token = await tokenFor('professional@demo.nl');
    expect((await loginAs(token)).result.status).toBe('LOGGED_IN');
    const again = await loginAs(token);
    expect(again.result).toEqual({
      status: 'INVALID_TOKEN',
      message: 'Deze link om mee te kijken is ongeldig, al gebruikt of verlopen.',
    });
    expect(again.browser.cookies.has('portal_session')).toBe(false);
  });

  it('refuses an expired token (valid 5 minutes)', async () => {
    const token = await tokenFor('professional@demo.nl');
    const [row] = await t.db
      .select()
      .from(impersonationTokens)
      .where(eq(impersonationTokens.tokenHash, sha256(token)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(5 * 60 * 1000);
    await t.db
      .update(impersonationTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(impersonationTokens.tokenHash, sha256(token)));
    expect((await loginAs(token)).result.status).toBe('INVALID_TOKEN');
  });

  it('refuses an unknown token', async () => {
    expect((await loginAs('verzonnen-token')).result.status).toBe('INVALID_TOKEN');
  });

  it('refuses every mutation but logout while impersonating', async () => {
    const { browser } = await loginAs(await tokenFor('professional@demo.nl'));
    const login = await browser.gql(LOGIN_MUTATION, {
      username: 'concept@demo.nl',
      password: 'Demo-Wachtwoord-2026!',
    });
    expect(login.body.errors[0]).toMatchObject({
      message: 'Je bekijkt dit account als medewerker: wijzigen is niet mogelijk. Je kunt alleen uitloggen.',
      extensions: { code: 403 },
    });
    const loginAsAgain = await browser.gql(LOGIN_AS_MUTATION, { token: await tokenFor('concept@demo.nl') });
    expect(loginAsAgain.body.errors[0].extensions.code).toBe(403);
    expect((await browser.portalInit()).body.data.portalInit.session.user.username).toBe(
      'professional@demo.nl',
    );

    const logout = await browser.gql(LOGOUT_MUTATION);
    expect(logout.body.data.logoutPortalUser.status).toBe('TOKEN_REVOKED');
  });
});
