// Two api instances on one database, each keeping looked-up sessions (decision 0011): a session ended
// through one is refused through the other at once, not only after SESSION_CACHE_MS, because the
// write is announced on the database (NOTIFY) and every instance listens (LISTEN). On PostgreSQL the
// instances have their own pools and listening connections; on PGlite they share the one database.
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { startSecondInstance, type SecondInstance } from '../../testing/second-instance';
import type { TestBrowser } from '../../testing/test-browser';
import { LOGOUT_MUTATION } from '../../testing/operations';
import { sessions } from '../db/schema';
import { sha256 } from '../security/tokens';

// Far longer than the test takes: a refusal within it cannot be the cache's expiry.
const CACHE_MS = 60_000;
/** How long a notification may take from one instance's write to the other's refusal. */
const AT_ONCE_MS = 1_000;

let a: TestApp;
let b: SecondInstance;
beforeAll(async () => {
  a = await createTestApp({ env: { SESSION_CACHE_MS: String(CACHE_MS) } });
  b = await startSecondInstance(a);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

async function auth(browser: TestBrowser): Promise<boolean> {
  return (await browser.portalInit()).body.data.portalInit.session.auth;
}

/** Asks until the session is refused; how long that took, or a failure past AT_ONCE_MS. */
async function msUntilRefused(browser: TestBrowser): Promise<number> {
  const start = performance.now();
  while (await auth(browser)) {
    const waited = performance.now() - start;
    if (waited > AT_ONCE_MS) throw new Error(`na ${Math.round(waited)} ms nog steeds ingelogd`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return performance.now() - start;
}

/** Signed in through instance A, and the same cookies kept by instance B. */
async function keptOnBoth(email: string): Promise<{ onA: TestBrowser; onB: TestBrowser }> {
  const onA = await a.signedIn(email);
  const onB = b.browserWith(onA.cookies);
  expect(await auth(onA)).toBe(true);
  expect(await auth(onB)).toBe(true);
  return { onA, onB };
}

describe('two api instances keeping sessions', () => {
  it('keep a session whose row went without either being told (the cache is on)', async () => {
    const { onB } = await keptOnBoth('werkgever@demo.nl');
    await a.db.delete(sessions).where(eq(sessions.idHash, sha256(onB.cookies.get('portal_session')!)));
    expect(await auth(onB)).toBe(true);
  });

  it('a logout through instance A is refused at once through instance B', async () => {
    const { onA, onB } = await keptOnBoth('opleider@demo.nl');
    const out = await onA.gql(LOGOUT_MUTATION);
    expect(out.body.data.logoutPortalUser.status).toBe('TOKEN_REVOKED');
    expect(await msUntilRefused(onB)).toBeLessThan(AT_ONCE_MS);
    expect(await auth(onA)).toBe(false);
  });

  it('a logout through instance B is refused at once through instance A', async () => {
    const { onA, onB } = await keptOnBoth('professional@demo.nl');
    await onB.gql(LOGOUT_MUTATION);
    expect(await msUntilRefused(onA)).toBeLessThan(AT_ONCE_MS);
  });
});
