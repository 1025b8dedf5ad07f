import { withTestApp } from '../../testing/test-app';
import { DASHBOARD_QUERY, LOGOUT_MUTATION } from '../../testing/operations';
import { setPortalFlag } from '../db/queries/settings';

const t = withTestApp();
afterEach(() => setPortalFlag(t.db, 'maintenance', false));

describe('maintenance', () => {
  it('answers Service Unavailable to everything but portalInit and logout', async () => {
    const browser = t.browser();
    await browser.login('professional@demo.nl');
    await setPortalFlag(t.db, 'maintenance', true);

    const init = await browser.portalInit();
    expect(init.body.errors).toBeUndefined();
    expect(init.body.data.portalInit.session).toMatchObject({ maintenance: true, auth: true });

    const dashboard = await browser.gql(DASHBOARD_QUERY, {}, { endpoint: 'portal' });
    expect(dashboard.body.errors[0]).toMatchObject({
      message: 'Service Unavailable',
      extensions: { code: 503 },
    });

    const login = await t.browser().login('concept@demo.nl');
    expect(login.body.errors[0].message).toBe('Service Unavailable');

    // People can still sign out while the portal is closed.
    const logout = await browser.gql(LOGOUT_MUTATION);
    expect(logout.body.data.logoutPortalUser.status).toBe('TOKEN_REVOKED');
  });

  it('refuses an operation that asks for more than portalInit', async () => {
    const browser = t.browser();
    await browser.login('professional@demo.nl');
    await setPortalFlag(t.db, 'maintenance', true);
    const response = await browser.gql(
      '{ portalInit { session { auth } } professionalDashboard { fullName } }',
      {},
      { endpoint: 'portal' },
    );
    expect(response.body.data).toBeUndefined();
    expect(response.body.errors[0].message).toBe('Service Unavailable');
  });

  it('shows the banner flag', async () => {
    await setPortalFlag(t.db, 'banner', true);
    const response = await t.browser().portalInit();
    expect(response.body.data.portalInit.session.banner).toBe(true);
    await setPortalFlag(t.db, 'banner', false);
  });
});
