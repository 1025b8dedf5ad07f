import { withTestApp } from '../../testing/test-app';
import { DASHBOARD_QUERY, LOGOUT_MUTATION } from '../../testing/operations';

const t = withTestApp();

async function signedIn(email: string) {
  const browser = t.browser();
  await browser.login(email);
  return browser;
}

describe('signed-in endpoint /graphql/portal', () => {
  it('refuses a guest with code 401', async () => {
    const browser = t.browser();
    await browser.portalInit();
    const response = await browser.gql(DASHBOARD_QUERY, {}, { endpoint: 'portal' });
    expect(response.body.data).toBeUndefined();
    expect(response.body.errors).toEqual([
      { message: 'Je bent niet (meer) ingelogd. Log opnieuw in.', extensions: { code: 401 } },
    ]);
  });

  it('shows a professional its own dashboard', async () => {
    const browser = await signedIn('professional@demo.nl');
    const response = await browser.gql(DASHBOARD_QUERY, {}, { endpoint: 'portal' });
    expect(response.body.errors).toBeUndefined();
    const dashboard = response.body.data.professionalDashboard;
    expect(dashboard.fullName).toBe('Jan de Vries');
    expect(dashboard.registration).toMatchObject({
      statusEnum: { value: 'approved', label: 'Goedgekeurd' },
      registrationBranch: { value: 'jeugd-en-gezinsprofessional', label: 'Jeugd- en gezinsprofessionals' },
      registrationTarget: { label: 'Jeugd- en gezinsprofessional' },
    });
    expect(dashboard.registration.fromDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(dashboard.registration.registrationNumber).toMatch(/^\d+$/);
  });

  it('shows another professional only their own data', async () => {
    const jan = await (
      await signedIn('professional@demo.nl')
    ).gql(DASHBOARD_QUERY, {}, { endpoint: 'portal' });
    const sanne = await (await signedIn('concept@demo.nl')).gql(DASHBOARD_QUERY, {}, { endpoint: 'portal' });
    const dashboard = sanne.body.data.professionalDashboard;
    expect(dashboard.fullName).toBe('Sanne Jansen');
    expect(dashboard.registration.statusEnum).toEqual({ value: 'draft', label: 'Concept' });
    expect(dashboard.registration.registrationNumber).toBeNull();
    expect(dashboard.registration.uuid).not.toBe(jan.body.data.professionalDashboard.registration.uuid);
    const nieuw = await (await signedIn('nieuw@demo.nl')).gql(DASHBOARD_QUERY, {}, { endpoint: 'portal' });
    expect(nieuw.body.data.professionalDashboard).toEqual({ fullName: 'Noor Bakker', registration: null });
  });

  it('refuses the dashboard to other roles with code 403', async () => {
    for (const email of ['werkgever@demo.nl', 'opleider@demo.nl']) {
      const response = await (await signedIn(email)).gql(DASHBOARD_QUERY, {}, { endpoint: 'portal' });
      expect(response.body.data).toBeNull();
      expect(response.body.errors[0]).toMatchObject({
        message: 'Je hebt geen toegang tot deze gegevens.',
        extensions: { code: 403 },
      });
    }
  });
});

describe('public endpoint /graphql/portal_public', () => {
  it('runs only public operations', async () => {
    const browser = await signedIn('professional@demo.nl');
    const response = await browser.gql(DASHBOARD_QUERY);
    expect(response.body.errors[0]).toMatchObject({ extensions: { code: 400 } });
  });
});

describe('batches', () => {
  const operation = { query: 'query one { portalInit { session { auth } } }' };

  it('answers up to 10 operations, each in order', async () => {
    const browser = await signedIn('professional@demo.nl');
    const batch = [
      ...Array.from({ length: 8 }, () => operation),
      { query: 'query dashboard { professionalDashboard { fullName } }' },
      { query: 'mutation out { logoutPortalUser { status } }' },
    ];
    const response = await browser.request('/graphql/portal/batch', { body: batch });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(10);
    expect(response.body[0].data.portalInit.session.auth).toBe(true);
    expect(response.body[8].data.professionalDashboard.fullName).toBe('Jan de Vries');
    expect(response.body[9].data.logoutPortalUser.status).toBe('TOKEN_REVOKED');
  });

  it('refuses 11 operations whole with HTTP 400 and a Dutch message', async () => {
    const browser = await signedIn('professional@demo.nl');
    const batch = [...Array.from({ length: 10 }, () => operation), { query: LOGOUT_MUTATION }];
    const response = await browser.request('/graphql/portal/batch', { body: batch });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toBe(
      'Een batch mag hoogstens 10 operaties bevatten; deze bevat er 11. Er is niets uitgevoerd.',
    );
    // The logout inside the refused batch did not run.
    expect((await browser.portalInit()).body.data.portalInit.session.auth).toBe(true);
  });

  it('works on the public endpoint too, and only there for batches of public operations', async () => {
    const browser = t.browser();
    const response = await browser.request('/graphql/portal_public/batch', { body: [operation, operation] });
    expect(response.body.map((result: { data: unknown }) => result.data)).toEqual([
      { portalInit: { session: { auth: false } } },
      { portalInit: { session: { auth: false } } },
    ]);
  });
});

describe('other routes', () => {
  it('reports health when the database answers', async () => {
    const response = await t.browser().request('/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', dependencies: { database: 'ok', notifications: 'off' } });
  });

  it('answers an unknown document template with 501 in Dutch', async () => {
    const browser = await t.signedIn('professional@demo.nl');
    const response = await browser.request('/generate-dynamic-template', {
      body: { template: 'certificaat' },
    });
    expect(response.status).toBe(501);
    expect(response.body.message).toBe('Dit document kan niet worden gemaakt.');
  });

  it('answers an unknown path with 404', async () => {
    const response = await t.browser().request('/bestaat-niet');
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Deze pagina bestaat niet (meer).');
  });

  it("allows CORS with credentials for the portal's own origin only", async () => {
    const browser = t.browser();
    const preflight = await browser.request('/graphql/portal', {
      method: 'OPTIONS',
      headers: { origin: 'http://portal.test', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://portal.test');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/x-xsrf-token/);
    const foreign = await browser.request('/graphql/portal_public', {
      body: { query: '{ portalInit { session { auth } } }' },
      headers: { origin: 'http://evil.test' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
