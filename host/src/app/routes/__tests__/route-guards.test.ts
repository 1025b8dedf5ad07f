import { routeByName, type RouteName } from '@portal/shared/routes';
import { guest, signedInAs, stateWith } from '../../../testing/portal-state-fixtures';
import { resolveGuard } from '../../../features/guards/resolve-guard';

const guard = (name: RouteName, state = guest(), path = '/x') => resolveGuard(routeByName(name), state, path);

describe('resolveGuard', () => {
  it('sends everything to /onderhoud during maintenance', () => {
    expect(guard('dashboard', stateWith({ maintenance: true }))).toEqual({
      allow: false,
      redirect: '/onderhoud',
    });
    expect(guard('login', stateWith({ maintenance: true }))).toEqual({
      allow: false,
      redirect: '/onderhoud',
    });
  });

  it('shows /onderhoud only during maintenance, else goes to login', () => {
    expect(guard('maintenance', stateWith({ maintenance: true }))).toEqual({ allow: true });
    expect(guard('maintenance')).toEqual({ allow: false, redirect: '/login' });
  });

  it('sends / to the dashboard when signed in and to login otherwise', () => {
    expect(guard('home', signedInAs('professional'))).toEqual({ allow: false, redirect: '/dashboard' });
    expect(guard('home')).toEqual({ allow: false, redirect: '/login' });
  });

  it('sends signed-in users away from guest-only routes', () => {
    expect(guard('login', signedInAs('professional'))).toEqual({ allow: false, redirect: '/dashboard' });
    expect(guard('login')).toEqual({ allow: true });
  });

  it('sends a signed-in user on /login?redirect= to that page, never outside the portal', () => {
    const professional = signedInAs('professional');
    expect(guard('login', professional, '/login?redirect=%2Faccount%2Fprofiel%2Faanpassen%2Fadres')).toEqual({
      allow: false,
      redirect: '/account/profiel/aanpassen/adres',
    });
    expect(guard('login', professional, '/login?redirect=%2F%2Fevil.example')).toEqual({
      allow: false,
      redirect: '/dashboard',
    });
  });

  it('sends guests to login with the requested path as redirect', () => {
    expect(guard('dashboard', guest(), '/dashboard?tab=1')).toEqual({
      allow: false,
      redirect: '/login?redirect=%2Fdashboard%3Ftab%3D1',
    });
  });

  it('sends a role mismatch to the dashboard', () => {
    expect(guard('companyProfessionals', signedInAs('professional'))).toEqual({
      allow: false,
      redirect: '/dashboard',
    });
    expect(guard('companyProfessionals', signedInAs('companyEmployee'))).toEqual({ allow: true });
  });

  it('sends unverified users to activateAccount unless impersonating or the route skips the check', () => {
    const unverified = signedInAs('professional', { isVerified: false });
    expect(guard('dashboard', unverified)).toEqual({ allow: false, redirect: '/account-activeren' });
    expect(guard('activateAccount', unverified)).toEqual({ allow: true });
    const impersonated = { ...unverified, session: { ...unverified.session, impersonating: true } };
    expect(guard('dashboard', impersonated)).toEqual({ allow: true });
  });

  it('sends a verified user from activateAccount to the dashboard', () => {
    expect(guard('activateAccount', signedInAs('professional'))).toEqual({
      allow: false,
      redirect: '/dashboard',
    });
  });

  it('lets guests open public routes', () => {
    expect(guard('registrationCard')).toEqual({ allow: true });
    expect(guard('decisionWizard')).toEqual({ allow: true });
  });
});
