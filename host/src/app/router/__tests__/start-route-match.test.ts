import { ROUTES } from '@portal/shared/routes';
import { readRuntimeConfig } from '../../../config/runtime-config';
import { matchStartRoute, startRouteParams } from '../../../lib/start-route-match';
import { startRouteOf } from '../../../lib/__tests__/start-route-of';
import { createPortalRouter, routeAtStart } from '../create-portal-router';

// main.js matches the opened address without the router (it has not downloaded yet); the early
// preload is only right if it picks the route the router will. Compared here with the host's real
// router on addresses made from every route of the table, and on odd ones.

const config = readRuntimeConfig({
  qoreGraphqlUrl: 'http://portaal.test/graphql',
  remotes: { account: 'a', professional: 'p', employer: 'e', educator: 'o' },
});

function routerMatch(pathname: string): string | undefined {
  window.history.replaceState(null, '', pathname);
  const router = createPortalRouter(config);
  const route = routeAtStart(router);
  router.dispose();
  return route?.name;
}

function routerParams(pathname: string): Record<string, string | undefined> | undefined {
  window.history.replaceState(null, '', pathname);
  const router = createPortalRouter(config);
  const params = router.state.matches.at(-1)?.params;
  router.dispose();
  return params;
}

/** Every address a path pattern takes: optional segments left out or filled, each parameter a value. */
function addressesOf(pattern: string): string[] {
  let addresses = [''];
  for (const segment of pattern.split('/').filter(Boolean)) {
    const value = segment.startsWith(':') ? (segment.includes('uuid') ? 'b9b25d3e' : '2') : segment;
    const filled = addresses.map((address) => `${address}/${value}`);
    addresses = segment.endsWith('?') ? [...addresses, ...filled] : filled;
  }
  return addresses.map((address) => address || '/');
}

// What host/build/start-routes.cjs writes into main.js (start-routes.test.ts checks that it is).
const table = ROUTES.map(startRouteOf);

afterEach(() => jest.restoreAllMocks());

describe('the route main.js finds for the opened address', () => {
  const addresses = [...new Set(ROUTES.flatMap((route) => addressesOf(route.path)))];
  it.each(addresses)('is the router’s for %s', (address) => {
    expect(matchStartRoute(address, table)?.name).toBe(routerMatch(address));
  });

  it.each([
    '/',
    '/login/',
    '/LOGIN',
    '/registreren//',
    '/registreren/a/2/3',
    '/herregistratie/activiteit-aanmaken',
    '/herregistratie/activiteit-aanmaken/x',
    '/keuzehulp/a%2Fb',
    '/keuzehulp/%E0%A4%A',
    '/bestaat/niet',
    '/dashboard.html',
  ])('is the router’s for the odd address %s', (address) => {
    // The router warns about a malformed address; that is its business.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(matchStartRoute(address, table)?.name).toBe(routerMatch(address));
  });

  it.each([...addresses, '/keuzehulp/a%2Fb', '/registreren/B9B25D3E/2/'])(
    'gives the router’s parameters for %s',
    (address) => {
      const route = matchStartRoute(address, table);
      expect(route && startRouteParams(address, route.path)).toEqual(routerParams(address));
    },
  );

  it('finds the specific route before a general one that also fits', () => {
    expect(matchStartRoute('/herregistratie/activiteit-aanmaken/u1', table)?.name).toBe('activityCreate');
    expect(matchStartRoute('/herregistratie/u1', table)?.name).toBe('reRegistration');
    expect(matchStartRoute('/bestaat/niet', table)).toBeUndefined();
  });
});
