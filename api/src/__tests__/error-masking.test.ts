import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DASHBOARD_QUERY } from '../../testing/operations';

// These tests break the database on purpose, so they have one of their own.
let t: TestApp;
let consoleError: jest.SpyInstance;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => {
  t.errors.clear();
  // The cause goes to the error log (checked below), not loose to the console.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());
afterAll(() => t.close());

/** The error log's entries for the request the client knows by its `x-request-id`. */
function loggedFor(response: { headers: Headers }) {
  const requestId = response.headers.get('x-request-id');
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  return t.errors.entries().filter((entry) => entry.requestId === requestId);
}

function expectNothingInternal(text: string) {
  expect(text).not.toMatch(/select|insert|from "|training_advices|registration_items/i);
  expect(text).not.toMatch(/\bat \S+ \(|\.ts:\d+|node_modules|stack/i);
}

describe('errors reaching the client', () => {
  it('masks a database error inside a resolver as one Dutch message', async () => {
    const browser = t.browser();
    await browser.login('professional@demo.nl');
    await t.db.execute(sql`ALTER TABLE registration_items RENAME TO registration_items_gone`);
    try {
      const response = await browser.gql(DASHBOARD_QUERY, {}, { endpoint: 'portal' });
      expect(response.body.errors.length).toBeGreaterThan(0);
      for (const error of response.body.errors) {
        expect(error.message).toBe('Er is iets misgegaan. Probeer het later opnieuw.');
      }
      expectNothingInternal(response.text);
      // The log holds what the answer leaves out: which field failed, and the database's own words.
      const logged = loggedFor(response);
      expect(logged.length).toBeGreaterThan(0);
      expect(logged[0]).toMatchObject({
        log: 'error',
        level: 'error',
        event: 'graphql_resolver',
        path: expect.any(String),
        error: { message: expect.stringMatching(/registration_items/), stack: expect.any(String) },
      });
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      await t.db.execute(sql`ALTER TABLE registration_items_gone RENAME TO registration_items`);
    }
  });

  it('answers a failure before GraphQL runs with a bare 500', async () => {
    // A signed-in request's session lookup reads the flags (a guest's come from a short cache).
    const browser = t.browser();
    await browser.login('professional@demo.nl');
    await t.db.execute(sql`ALTER TABLE settings RENAME TO settings_gone`);
    try {
      const response = await browser.portalInit();
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ message: 'Er is iets misgegaan. Probeer het later opnieuw.' });
      expectNothingInternal(response.text);
      expect(loggedFor(response)).toEqual([
        expect.objectContaining({
          event: 'request',
          method: 'POST',
          path: '/graphql/portal_public',
          error: expect.objectContaining({ message: expect.stringMatching(/settings/) }),
        }),
      ]);
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      await t.db.execute(sql`ALTER TABLE settings_gone RENAME TO settings`);
    }
  });

  it('reports an unhealthy database on /health', async () => {
    await t.testDatabase.database.close();
    const response = await t.browser().request('/health');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      status: 'unavailable',
      dependencies: { database: 'unavailable', notifications: 'off' },
    });
  });
});
