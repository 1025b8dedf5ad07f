import { ROUTES, hrefFor, routeByName } from '../route-table';

describe('route table', () => {
  it('has unique names and paths', () => {
    expect(new Set(ROUTES.map((route) => route.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  it('holds the routes of SPEC section 2 with their paths', () => {
    expect(routeByName('login').path).toBe('/login');
    expect(routeByName('maintenance').path).toBe('/onderhoud');
    expect(routeByName('registrationCard').layout).toBe('bare');
    expect(routeByName('companyInvoices').path).toBe('/werkgever/facturen/overzicht');
    expect(routeByName('educatorInvoices').roles).toEqual(['educatorEmployee']);
  });

  it('hides the drawer on login, forgotPassword, passwordReset and maintenance only', () => {
    expect(
      ROUTES.filter((route) => route.hideDrawer)
        .map((route) => route.name)
        .sort(),
    ).toEqual(['forgotPassword', 'login', 'maintenance', 'passwordReset'].sort());
  });

  it('builds hrefs, leaving out optional segments without a value', () => {
    expect(hrefFor('registrationForm', { uuid: 'abc', step: '2' })).toBe('/registreren/abc/2');
    expect(hrefFor('reenterRequest')).toBe('/herintreden');
    expect(hrefFor('passwordReset', { token: 't/1', uuid: 'u' })).toBe('/wachtwoord/vergeten/t%2F1/u');
    expect(() => hrefFor('registrationForm')).toThrow('mist parameter uuid');
  });
});
