// The session cache (auth/session-cache.ts, decision 0011) on, as in production: a session looked up
// moments ago costs no statement, and whatever ends a session through this process ends it at once,
// also for requests that replay the same cookie; a change made in the database by anything but an
// api instance counts after the expiry (another instance's: session-cache-instances.test.ts).
import { eq } from 'drizzle-orm';
import { withTestApp } from '../../testing/test-app';
import { TestBrowser } from '../../testing/test-browser';
import { CHANGE_PASSWORD, NEW_PASSWORD } from '../../testing/account-operations';
import { LOGOUT_MUTATION } from '../../testing/operations';
import { sessionCacheOf } from '../auth/session-cache';
import type { ActiveSession } from '../auth/session-store';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import { companies, sessions, users } from '../db/schema';
import { STAFF_SECRET_HEADER } from '../http/admin-route';
import { sha256 } from '../security/tokens';

const CACHE_MS = 3000;
const t = withTestApp({ env: { SESSION_CACHE_MS: String(CACHE_MS) } });
const portal = { endpoint: 'portal' } as const;

/** A second tab of the same browser: the same cookies, sent by requests of its own. */
function sameCookies(browser: TestBrowser): TestBrowser {
  const copy = t.browser();
  for (const [name, value] of browser.cookies) copy.cookies.set(name, value);
  return copy;
}

async function signedInAndKept(email: string): Promise<TestBrowser> {
  const browser = await t.signedIn(email);
  expect(await auth(browser)).toBe(true);
  return browser;
}

async function auth(browser: TestBrowser): Promise<boolean> {
  return (await browser.portalInit()).body.data.portalInit.session.auth;
}

async function statementsOf(work: () => Promise<unknown>): Promise<number> {
  const before = t.queries.count;
  await work();
  return t.queries.count - before;
}

describe('a session looked up moments ago', () => {
  it('costs no statement before the resolvers', async () => {
    const browser = await t.signedIn('werkgever@demo.nl');
    expect(await statementsOf(() => browser.gql('{ __typename }'))).toBe(1);
    expect(await statementsOf(() => browser.gql('{ __typename }'))).toBe(0);
  });

  it("checks the anti-forgery token against the kept session's own", async () => {
    const browser = await signedInAndKept('werkgever@demo.nl');
    const other = await signedInAndKept('opleider@demo.nl');
    const otherToken = other.cookies.get('XSRF-TOKEN')!;
    expect((await browser.gql(LOGOUT_MUTATION, {}, { xsrf: otherToken })).status).toBe(419);
    expect((await browser.gql(LOGOUT_MUTATION, {}, { xsrf: false })).status).toBe(419);
    expect(await auth(browser)).toBe(true);
    const out = await browser.gql(LOGOUT_MUTATION);
    expect(out.body.data.logoutPortalUser.status).toBe('TOKEN_REVOKED');
  });

  it('is looked up again once the expiry has passed, and then sees a change made elsewhere', async () => {
    const browser = await signedInAndKept('werkgever@demo.nl');
    // Something other than an api ends the session (a script, psql): the database row is gone.
    await t.db.delete(sessions).where(eq(sessions.idHash, sha256(browser.cookies.get('portal_session')!)));
    expect(await auth(browser)).toBe(true);
    const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + CACHE_MS + 1);
    try {
      expect(await auth(browser)).toBe(false);
    } finally {
      clock.mockRestore();
    }
  });
});

describe('ending a session through this process counts at once', () => {
  it('logout, also for another tab replaying the cookie', async () => {
    const browser = await signedInAndKept('opleider@demo.nl');
    const tab = sameCookies(browser);
    expect(await auth(tab)).toBe(true);
    await browser.gql(LOGOUT_MUTATION);
    expect(await auth(tab)).toBe(false);
  });

  it("a password change, for the user's other sessions", async () => {
    const other = await signedInAndKept('professional@demo.nl');
    const browser = await t.signedIn('professional@demo.nl');
    const changed = await browser.gql(
      CHANGE_PASSWORD,
      { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
      portal,
    );
    expect(changed.body.data.changePassword.status).toBe('OK');
    expect(await auth(other)).toBe(false);
    expect(await auth(browser)).toBe(true);
  });

  it('a staff command through the running api (deactivating the account)', async () => {
    const browser = await signedInAndKept('nieuw@demo.nl');
    const answer = await t.browser().request('/admin/staff', {
      body: { args: ['deactivate', 'nieuw@demo.nl', '--by', 'medewerker@demo.nl'] },
      headers: { [STAFF_SECRET_HEADER]: t.services.staffSecret },
    });
    expect(answer.status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'nieuw@demo.nl'));
    expect(row?.deactivatedAt).toBeInstanceOf(Date);
    expect(await auth(browser)).toBe(false);
  });
});

describe("a company employee's organisation, kept with the session", () => {
  const PAGE = '{ companyProfessionals(pageSize: 1) { totalCount } }';

  it('costs the list its own statement only', async () => {
    const browser = await signedInAndKept('werkgever2@demo.nl');
    // The first list request reads who the employee is (organisation, role) beside the list …
    expect(await statementsOf(() => browser.gql(PAGE, {}, portal))).toBe(2);
    // … the next ones only the list.
    expect(await statementsOf(() => browser.gql(PAGE, {}, portal))).toBe(1);
    expect((await browser.gql(PAGE, {}, portal)).body).toEqual({
      data: { companyProfessionals: { totalCount: 0 } },
    });
  });

  it("counts a staff decision on the organisation at once, not after the session's expiry", async () => {
    const kvk = '24123456';
    await t.db.update(companies).set({ verification: 'pending' }).where(eq(companies.kvkNumber, kvk));
    const browser = await signedInAndKept('werkgever2@demo.nl');
    const refused = await browser.gql(PAGE, {}, portal);
    expect(refused.body.data?.companyProfessionals ?? null).toBeNull();
    expect(refused.body.errors?.length).toBeGreaterThan(0);
    const answer = await t.browser().request('/admin/staff', {
      body: { args: ['confirm-organisation', kvk, '--by', 'medewerker@demo.nl'] },
      headers: { [STAFF_SECRET_HEADER]: t.services.staffSecret },
    });
    expect(answer.status).toBe(200);
    const allowed = await browser.gql(PAGE, {}, portal);
    expect(allowed.body).toEqual({ data: { companyProfessionals: { totalCount: 0 } } });
  });
});

describe('the cache itself', () => {
  const session = { rawId: 'x', impersonating: false, user: { id: 'u' } } as ActiveSession;

  it('does not keep a lookup that started before a write finished', () => {
    const cache = sessionCacheOf({});
    const since = cache.generation();
    cache.forgetAll();
    cache.keep('hash', session, 'token', since, CACHE_MS);
    expect(cache.get('hash')).toBeUndefined();
    cache.keep('hash', session, 'token', cache.generation(), CACHE_MS);
    expect(cache.get('hash')).toMatchObject({ user: { id: 'u' } });
  });

  it("keeps an employee's organisation only beside a live session, and not across a write", () => {
    const cache = sessionCacheOf({});
    const employee = {
      kind: 'companyEmployee',
      role: 'beheerder',
      organisation: {
        kind: 'company',
        id: 'c',
        name: 'C',
        verification: 'confirmed',
        verificationReason: null,
      },
    } as const;
    cache.keepEmployee('hash', employee, cache.generation());
    expect(cache.employee('hash')).toBeUndefined();
    cache.keep('hash', session, 'token', cache.generation(), CACHE_MS);
    const since = cache.generation();
    cache.forgetAll();
    cache.keep('hash', session, 'token', cache.generation(), CACHE_MS);
    cache.keepEmployee('hash', employee, since);
    expect(cache.employee('hash')).toBeUndefined();
    cache.keepEmployee('hash', employee, cache.generation());
    expect(cache.employee('hash')).toMatchObject({ organisation: { id: 'c' } });
    cache.forgetAll();
    expect(cache.employee('hash')).toBeUndefined();
  });

  it('keeps nothing when switched off', () => {
    const cache = sessionCacheOf({});
    cache.keep('hash', session, 'token', cache.generation(), 0);
    expect(cache.get('hash')).toBeUndefined();
  });
});
