import { readRuntimeConfig } from '../../../config/runtime-config';
import { createPortalRouter, routeAtStart } from '../create-portal-router';

// At start-up the host reads the route from the router it is about to render (the preload of the
// route's remote uses it), not from a second matching of its own.
const config = readRuntimeConfig({
  qoreGraphqlUrl: 'http://portaal.test/graphql',
  remotes: { account: 'a', professional: 'p', employer: 'e', educator: 'o' },
});

function routeOpenedAt(pathname: string) {
  window.history.replaceState(null, '', pathname);
  const router = createPortalRouter(config);
  const route = routeAtStart(router);
  router.dispose();
  return route;
}

describe('the route the router matched at start-up', () => {
  it('is the route of the table for the address', () => {
    expect(routeOpenedAt('/login')?.name).toBe('login');
    expect(routeOpenedAt('/registreren/abc/2')?.name).toBe('registrationForm');
  });

  it('is none for an unknown address (the 404 route has no route of the table)', () => {
    expect(routeOpenedAt('/bestaat/niet')).toBeUndefined();
  });
});
