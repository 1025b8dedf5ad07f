import { eq, sql } from 'drizzle-orm';
import { withTestApp, type TestApp } from '../../testing/test-app';
import { LOGOUT_MUTATION } from '../../testing/operations';
import { sessions } from '../db/schema';
import { sha256 } from '../security/tokens';

const t = withTestApp();

async function signedIn(email = 'professional@demo.nl') {
  const browser = t.browser();
  expect((await browser.login(email)).body.data.loginPortalUser.status).toBe('LOGGED_IN');
  return { browser, idHash: sha256(browser.cookies.get('portal_session')!) };
}

async function auth(browser: ReturnType<TestApp['browser']>): Promise<boolean> {
  return (await browser.portalInit()).body.data.portalInit.session.auth;
}

describe('logoutPortalUser', () => {
  it('revokes the session: row deleted, cookie cleared, new token', async () => {
    const { browser, idHash } = await signedIn();
    const tokenBefore = browser.cookies.get('XSRF-TOKEN');
    const response = await browser.gql(LOGOUT_MUTATION);
    expect(response.body.data.logoutPortalUser).toEqual({
      status: 'TOKEN_REVOKED',
      message: 'Je bent uitgelogd.',
    });
    expect(response.setCookies.find((line) => line.startsWith('portal_session='))).toMatch(/Max-Age=0/);
    expect(browser.cookies.has('portal_session')).toBe(false);
    expect(browser.cookies.get('XSRF-TOKEN')).not.toBe(tokenBefore);
    expect(await t.db.select().from(sessions).where(eq(sessions.idHash, idHash))).toHaveLength(0);
    expect(await auth(browser)).toBe(false);
  });

  it('tells a guest there was no session', async () => {
    const browser = t.browser();
    await browser.portalInit();
    const response = await browser.gql(LOGOUT_MUTATION);
    expect(response.body.data.logoutPortalUser).toEqual({
      status: 'NO_SESSION',
      message: 'Je was niet ingelogd.',
    });
  });

  it('keeps working after logout: the renewed token signs the next login', async () => {
    const { browser } = await signedIn();
    await browser.gql(LOGOUT_MUTATION);
    expect((await browser.login('professional@demo.nl')).body.data.loginPortalUser.status).toBe('LOGGED_IN');
  });
});

describe('session expiry', () => {
  it('ends a session idle for more than 30 minutes', async () => {
    const { browser, idHash } = await signedIn();
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '29 minutes'` })
      .where(eq(sessions.idHash, idHash));
    expect(await auth(browser)).toBe(true);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(sessions.idHash, idHash));
    const response = await browser.portalInit();
    expect(response.body.data.portalInit.session.auth).toBe(false);
    expect(response.setCookies.find((line) => line.startsWith('portal_session='))).toMatch(/Max-Age=0/);
    expect(await t.db.select().from(sessions).where(eq(sessions.idHash, idHash))).toHaveLength(0);
  });

  it('ends a session 12 hours after login even when it stays active', async () => {
    const { browser, idHash } = await signedIn();
    await t.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '11 hours 59 minutes'` })
      .where(eq(sessions.idHash, idHash));
    expect(await auth(browser)).toBe(true);
    await t.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '12 hours 1 minute'` })
      .where(eq(sessions.idHash, idHash));
    expect(await auth(browser)).toBe(false);
  });

  it('moves the idle clock forward when the session is used', async () => {
    const { browser, idHash } = await signedIn();
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '20 minutes'` })
      .where(eq(sessions.idHash, idHash));
    await browser.portalInit();
    const [row] = await t.db
      .select({ recent: sql<boolean>`${sessions.lastSeenAt} > now() - interval '1 minute'` })
      .from(sessions)
      .where(eq(sessions.idHash, idHash));
    expect(row?.recent).toBe(true);
  });

  it('serves one session from any api process (state lives in the database)', async () => {
    const { browser } = await signedIn();
    const { createApp } = await import('../app');
    const secondProcess = createApp(t.services);
    const response = await secondProcess.fetch(
      new Request('http://api.test/graphql/portal_public', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `portal_session=${browser.cookies.get('portal_session')}`,
        },
        body: JSON.stringify({ query: '{ portalInit { session { auth } } }' }),
      }),
    );
    expect((await response.json()).data.portalInit.session.auth).toBe(true);
  });
});
