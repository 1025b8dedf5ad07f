// Issue 8, the api's cost per request: the full portalInitQuery the host sends, counted in SQL
// statements on this test's database (PGlite, or PostgreSQL with test:pg), for a guest and for each of
// the three user types. The counter is drizzle's (src/db/connection.ts), so every statement counts.
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function statementsOfPortalInit(email?: string): Promise<number> {
  const browser = t.browser();
  if (email) expect((await browser.login(email)).body.data.loginPortalUser.status).toBe('LOGGED_IN');
  else await browser.portalInit();
  const before = t.services.database.queries.count;
  const response = await browser.portalInit();
  const statements = t.services.database.queries.count - before;
  expect(response.body.errors).toBeUndefined();
  expect(response.body.data.portalInit.session.auth).toBe(Boolean(email));
  return statements;
}

// The most statements each may take. Signed in, session, user and portal flags are one statement. The
// issue's goal is 3 for every user type; the professional's records (registrations with their items,
// targets, training advice, requests) still take one statement each: 7 until they are read together.
const BUDGET = {
  guest: 1,
  'professional@demo.nl': 7,
  'werkgever@demo.nl': 2,
  'opleider@demo.nl': 2,
} as const;

describe('the SQL statements of one portalInitQuery', () => {
  it.each(Object.entries(BUDGET))('%s stays within its budget', async (who, budget) => {
    const statements = await statementsOfPortalInit(who === 'guest' ? undefined : who);
    console.log(`portalInitQuery ${who}: ${statements} SQL-statements (${t.services.database.kind})`);
    expect(statements).toBeLessThanOrEqual(budget);
  });
});
