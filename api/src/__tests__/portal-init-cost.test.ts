// Issue 8, the api's cost per request: the full portalInitQuery the host sends, counted in SQL
// statements on this test's database (PGlite, or PostgreSQL with test:pg), for a guest and for each of
// the three user types. The counter is drizzle's logger (src/db/connection.ts, opened with
// `countStatements` by the tests only), so every statement counts. The session cache is on, as in
// production: the first request after signing in looks the session up, the next ones within
// SESSION_CACHE_MS do not.
import { eq, sql } from 'drizzle-orm';
import { withTestApp } from '../../testing/test-app';
import { DASHBOARD_QUERY } from '../../testing/operations';
import type { QueryCounter } from '../db/connection';
import { FLAGS_FRESH_MS, setPortalFlag } from '../db/queries/settings';
import { sessions, settings } from '../db/schema';
import { sha256 } from '../security/tokens';

const SESSION_CACHE_MS = 3000;
const t = withTestApp({ env: { SESSION_CACHE_MS: String(SESSION_CACHE_MS) } });

const counter = (): QueryCounter => t.queries;

/** Statements (and how many of them wrote) while `work` runs. */
async function cost<T>(work: () => Promise<T>): Promise<{ result: T; statements: number; writes: number }> {
  const before = { ...counter() };
  const result = await work();
  return { result, statements: counter().count - before.count, writes: counter().writes - before.writes };
}

// The most statements each may take: the issue allows 3 for every user type, these are what each
// measures. A guest's portal flags come from a short cache (one statement when it has just expired).
// Signed in, session, user and portal flags are one statement; an employee's employer the second; a
// professional's registrations with their items, training advice and requests the second, the
// registration targets a third.
const BUDGET = {
  guest: 1,
  'professional@demo.nl': 3,
  'werkgever@demo.nl': 2,
  'opleider@demo.nl': 2,
} as const;

describe('the SQL statements of one portalInitQuery', () => {
  it.each(Object.entries(BUDGET))('%s stays within its budget, without writing', async (who, budget) => {
    const browser = who === 'guest' ? t.browser() : await t.signedIn(who);
    if (who === 'guest') await browser.portalInit();
    const { result, statements, writes } = await cost(() => browser.portalInit());
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data.portalInit.session.auth).toBe(who !== 'guest');
    console.log(`portalInitQuery ${who}: ${statements} SQL-statements (${t.services.database.kind})`);
    expect(statements).toBeLessThanOrEqual(budget);
    expect(writes).toBe(0);
  });

  // The portal's next requests (a screen's query, a refetch) find the session kept: what remains
  // is the resolvers' own reads (a professional's file, an employee's employer).
  it.each(Object.entries(BUDGET).filter(([who]) => who !== 'guest'))(
    '%s, with the session kept, reads one statement less',
    async (who, budget) => {
      const browser = await t.signedIn(who);
      await browser.portalInit();
      const { result, statements } = await cost(() => browser.portalInit());
      expect(result.body.data.portalInit.session.auth).toBe(true);
      console.log(`portalInitQuery ${who}, session kept: ${statements} SQL-statements`);
      expect(statements).toBeLessThanOrEqual(budget - 1);
    },
  );
});

describe("the SQL statements of the professional's dashboard query", () => {
  // Session; the professional with registrations, advice and requests (read once for both root
  // fields); the open invoices the notices need. The targets and the registration rules are cached.
  it('stays within 3 statements', async () => {
    // Another session has read the reference data (targets, rules) the minute before.
    await (await t.signedIn('professional@demo.nl')).gql(DASHBOARD_QUERY, {}, { endpoint: 'portal' });
    const browser = await t.signedIn('professional@demo.nl');
    const { result, statements } = await cost(() => browser.gql(DASHBOARD_QUERY, {}, { endpoint: 'portal' }));
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data.professionalDashboard.registration.registrationNumber).toBeTruthy();
    console.log(`professionalDashboardQuery: ${statements} SQL-statements (${t.services.database.kind})`);
    expect(statements).toBeLessThanOrEqual(3);
  });
});

describe('the cost of a request before any resolver', () => {
  afterEach(() => setPortalFlag(t.db, 'banner', false));

  it("reads the portal flags of a guest's request from a short cache, and sees a change at once", async () => {
    await t.browser().portalInit();
    const { result, statements } = await cost(() => t.browser().gql('{ __typename }'));
    expect(result.status).toBe(200);
    expect(statements).toBe(0);

    await setPortalFlag(t.db, 'banner', true);
    const after = await t.browser().portalInit();
    expect(after.body.data.portalInit.session.banner).toBe(true);
  });

  it('sees a flag changed by another process once the cache has expired', async () => {
    await t.browser().portalInit();
    await t.db
      .insert(settings)
      .values({ key: 'banner', value: true })
      .onConflictDoUpdate({ target: settings.key, set: { value: true } });
    expect((await t.browser().portalInit()).body.data.portalInit.session.banner).toBe(false);
    const later = Date.now() + FLAGS_FRESH_MS + 1;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      expect((await t.browser().portalInit()).body.data.portalInit.session.banner).toBe(true);
    } finally {
      clock.mockRestore();
    }
  });

  it('writes the last-seen time of a session at most once a minute', async () => {
    const browser = await t.signedIn('professional@demo.nl');
    const idHash = sha256(browser.cookies.get('portal_session')!);
    const quiet = await cost(() => browser.gql('{ __typename }'));
    expect(quiet).toMatchObject({ statements: 1, writes: 0 });

    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '61 seconds'` })
      .where(eq(sessions.idHash, idHash));
    // Each step lets the kept session expire, so the session is looked up (and judged) again.
    const clock = jest.spyOn(Date, 'now');
    try {
      clock.mockReturnValue(Date.now() + SESSION_CACHE_MS + 1);
      expect((await cost(() => browser.gql('{ __typename }'))).writes).toBe(1);
      clock.mockReturnValue(Date.now() + 2 * (SESSION_CACHE_MS + 1));
      expect(await cost(() => browser.gql('{ __typename }'))).toMatchObject({ statements: 1, writes: 0 });
    } finally {
      clock.mockRestore();
    }
  });
});
