// Behind a connection pooler in transaction mode LISTEN stops silently, so it can be switched off
// (SESSION_CACHE_LISTEN=off, issue 41): the process then says so at start, /health reports the
// notifications as off, and a logout through another instance counts here once the kept session
// expires (SESSION_CACHE_MS), not at once and never later.
import { createTestApp, type TestApp } from '../../testing/test-app';
import { startSecondInstance, type SecondInstance } from '../../testing/second-instance';
import { LOGOUT_MUTATION } from '../../testing/operations';
import type { TestBrowser } from '../../testing/test-browser';
import { sessionCacheNotice } from '../auth/session-invalidation';
import { loadConfig } from '../config/env';

const CACHE_MS = 1_500;

let a: TestApp;
let b: SecondInstance;
beforeAll(async () => {
  a = await createTestApp({ env: { SESSION_CACHE_MS: String(CACHE_MS), SESSION_CACHE_LISTEN: 'off' } });
  b = await startSecondInstance(a);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const auth = async (browser: TestBrowser): Promise<boolean> =>
  (await browser.portalInit()).body.data.portalInit.session.auth;

describe('the session cache without LISTEN', () => {
  it('says so at start, and only then', () => {
    expect(sessionCacheNotice(a.config)).toBe(
      `Sessiecache zonder LISTEN (SESSION_CACHE_LISTEN=off): een uitlog, wachtwoord- of rolwijziging via een ander api-proces telt hier pas na hoogstens ${CACHE_MS} ms (SESSION_CACHE_MS).`,
    );
    expect(sessionCacheNotice(loadConfig({}))).toBeNull();
    expect(sessionCacheNotice(loadConfig({ SESSION_CACHE_MS: '0', SESSION_CACHE_LISTEN: 'off' }))).toBeNull();
    expect(() => loadConfig({ SESSION_CACHE_LISTEN: 'soms' })).toThrow(
      'SESSION_CACHE_LISTEN moet on of off zijn',
    );
  });

  it('reports the notifications as off in /health, the process as ok', async () => {
    const health = await a.browser().request('/health');
    expect(health.body).toEqual({ status: 'ok', dependencies: { database: 'ok', notifications: 'off' } });
  });

  it('refuses a logout through the other instance once the kept session expires', async () => {
    const onA = await a.signedIn('professional@demo.nl');
    const onB = b.browserWith(onA.cookies);
    expect(await auth(onB)).toBe(true);
    const loggedOutAt = performance.now();
    await onA.gql(LOGOUT_MUTATION);
    // Not heard of: B still knows the session it kept...
    expect(await auth(onB)).toBe(true);
    // ...until its expiry, counted from B's lookup, which was before the logout.
    while (await auth(onB)) {
      expect(performance.now() - loggedOutAt).toBeLessThan(CACHE_MS + 1_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await auth(onA)).toBe(false);
  });
});
