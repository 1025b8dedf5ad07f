import { count } from 'drizzle-orm';
import { withTestApp } from '../../testing/test-app';
import { LOGIN_MUTATION, LOGOUT_MUTATION } from '../../testing/operations';
import { loginFailures, sessions } from '../db/schema';

const t = withTestApp();

const LOGIN = { username: 'professional@demo.nl', password: 'Demo-Wachtwoord-2026!' };

async function rowCounts() {
  const [sessionRows] = await t.db.select({ n: count() }).from(sessions);
  const [failureRows] = await t.db.select({ n: count() }).from(loginFailures);
  return { sessions: sessionRows?.n, failures: failureRows?.n };
}

describe('anti-forgery token', () => {
  it('is set on a first visit, bound to an HttpOnly pre-session cookie', async () => {
    const browser = t.browser();
    const response = await browser.portalInit();
    expect(response.status).toBe(200);
    expect(browser.cookies.get('XSRF-TOKEN')).toMatch(/^[\w-]{20,}$/);
    expect(response.setCookies.find((line) => line.startsWith('portal_guest='))).toMatch(/HttpOnly/);
  });

  it('is not set again while the request carries a valid token', async () => {
    const browser = t.browser();
    await browser.portalInit();
    const again = await browser.portalInit();
    expect(again.setCookies.some((line) => line.startsWith('XSRF-TOKEN='))).toBe(false);
  });

  it('refuses a mutation without the header with HTTP 419, changing nothing', async () => {
    const browser = t.browser();
    await browser.portalInit();
    const before = await rowCounts();
    const response = await browser.gql(LOGIN_MUTATION, LOGIN, { xsrf: false });
    expect(response.status).toBe(419);
    expect(response.body.data).toBeUndefined();
    expect(response.body.errors[0].message).toMatch(/Vernieuw de pagina/);
    expect(response.body.errors[0].extensions.code).toBe(419);
    expect(await rowCounts()).toEqual(before);
    expect(browser.cookies.has('portal_session')).toBe(false);
  });

  it('refuses a wrong token and a token of another browser', async () => {
    const browser = t.browser();
    await browser.portalInit();
    expect((await browser.gql(LOGIN_MUTATION, LOGIN, { xsrf: 'verzonnen' })).status).toBe(419);

    const other = t.browser();
    await other.portalInit();
    const stolen = other.cookies.get('XSRF-TOKEN')!;
    expect((await browser.gql(LOGIN_MUTATION, LOGIN, { xsrf: stolen })).status).toBe(419);
  });

  it('refuses a signed-in mutation without the header (logout keeps the session)', async () => {
    const browser = t.browser();
    await browser.login('professional@demo.nl');
    const response = await browser.gql(LOGOUT_MUTATION, {}, { xsrf: false });
    expect(response.status).toBe(419);
    expect((await browser.portalInit()).body.data.portalInit.session.auth).toBe(true);
  });

  it('lets queries through without the header', async () => {
    const browser = t.browser();
    await browser.login('professional@demo.nl');
    const response = await browser.gql('{ portalInit { session { auth } } }', {}, { xsrf: false });
    expect(response.body.data.portalInit.session.auth).toBe(true);
  });

  it('refuses a simple cross-site POST (a form cannot send the header)', async () => {
    const browser = t.browser();
    await browser.portalInit();
    const response = await browser.request('/graphql/portal_public', {
      body: { query: 'mutation { logoutPortalUser { status } }' },
      headers: { 'content-type': 'text/plain' },
      xsrf: false,
    });
    expect(response.status).toBe(403);
  });

  it('refuses GET on the GraphQL endpoints, so no mutation travels in a URL', async () => {
    const browser = t.browser();
    await browser.portalInit();
    const query = encodeURIComponent('mutation { logoutPortalUser { status } }');
    for (const path of ['/graphql/portal_public', '/graphql/portal', '/graphql/portal/batch']) {
      const response = await browser.request(`${path}?query=${query}`, { method: 'GET' });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(response.body.message).toBe('Gebruik POST voor GraphQL-operaties.');
    }
  });
});
