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
  // The cause is logged on the server (checked below), not printed among the test results.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());
afterAll(() => t.close());

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
      expect(consoleError).toHaveBeenCalled();
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
      expect(consoleError).toHaveBeenCalled();
    } finally {
      await t.db.execute(sql`ALTER TABLE settings_gone RENAME TO settings`);
    }
  });

  it('reports an unhealthy database on /health', async () => {
    await t.testDatabase.database.close();
    const response = await t.browser().request('/health');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ status: 'unavailable' });
  });
});
