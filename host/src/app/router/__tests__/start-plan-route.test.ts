import { ROUTES } from '@portal/shared/routes';
import { readRuntimeConfig } from '../../../config/runtime-config';
import { matchStartRoute } from '../../../../server/start-plan.mjs';
import { createPortalRouter, routeAtStart } from '../create-portal-router';

// The host's server finds the opened address's route for the start plan (server/start-plan.mjs) with
// react-router's own matchRoutes on the table the build writes (start-routes.json): right only if that
// table has the router's routes, in its order and shape. Compared here with the host's real router on
// addresses made from every route of the table, and on odd ones.
// start-routes.test.ts checks that the build's table is ROUTES, in its order.
const table = ROUTES;

const config = readRuntimeConfig({
  qoreGraphqlUrl: 'http://portaal.test/graphql',
  remotes: { account: 'a', professional: 'p', employer: 'e', educator: 'o' },
});

function routerMatch(pathname: string) {
  window.history.replaceState(null, '', pathname);
  const router = createPortalRouter(config);
  const route = routeAtStart(router);
  const params = router.state.matches.at(-1)?.params;
  router.dispose();
  return route ? { name: route.name, params } : null;
}

function serverMatch(pathname: string) {
  const match = matchStartRoute(table, pathname);
  return match ? { name: match.route.name, params: match.params } : null;
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

afterEach(() => jest.restoreAllMocks());

describe('the route and parameters of the start plan', () => {
  const addresses = [...new Set(ROUTES.flatMap((route) => addressesOf(route.path)))];
  it.each(addresses)('are the router’s for %s', (address) => {
    expect(serverMatch(address)).toEqual(routerMatch(address));
  });

  it.each([
    '/',
    '/login/',
    '/LOGIN',
    '/registreren//',
    '/registreren/a/2/3',
    '/registreren/B9B25D3E/2/',
    '/herregistratie/activiteit-aanmaken',
    '/herregistratie/activiteit-aanmaken/x',
    '/keuzehulp/a%2Fb',
    '/keuzehulp/%E0%A4%A',
    '/bestaat/niet',
    '/dashboard.html',
  ])('are the router’s for the odd address %s', (address) => {
    // The router warns about a malformed address; that is its business.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(serverMatch(address)).toEqual(routerMatch(address));
  });

  it('find the specific route before a general one that also fits', () => {
    expect(serverMatch('/herregistratie/activiteit-aanmaken/u1')?.name).toBe('activityCreate');
    expect(serverMatch('/herregistratie/u1')?.name).toBe('reRegistration');
    expect(serverMatch('/bestaat/niet')).toBeNull();
  });
});
