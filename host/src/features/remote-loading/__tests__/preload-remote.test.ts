import { preloadRemote } from '@module-federation/enhanced/runtime';
import { routeByName } from '@portal/shared/routes';
import { isFirstChunkOf, preloadRouteRemote, rememberUserType } from '../preload-remote';

// The federation runtime is the outer edge here: what matters is what the host asks it to fetch.
jest.mock('@module-federation/enhanced/runtime', () => ({
  preloadRemote: jest.fn(() => Promise.resolve()),
}));
const preload = preloadRemote as jest.MockedFunction<typeof preloadRemote>;
/** The one preload asked for in a test. */
const askedFor = () => {
  const call = preload.mock.calls[0];
  if (!call) throw new Error('preloadRemote was not called');
  const [args] = call[0];
  if (!args) throw new Error('preloadRemote was called without a remote');
  return args;
};

beforeEach(() => {
  preload.mockClear();
  window.localStorage.clear();
});

describe('preloading the route’s remote at start-up', () => {
  it('asks for the remote of /login with its parcel and only the login screen chunk', () => {
    preloadRouteRemote(routeByName('login'));
    expect(preload).toHaveBeenCalledTimes(1);
    const args = askedFor();
    expect(args).toMatchObject({
      nameOrAlias: 'portal_account',
      exposes: ['parcel'],
      resourceCategory: 'all',
    });
    const keep = args.filter!;
    expect(keep('http://localhost:8081/__federation_expose_parcel.b39fc348.js')).toBe(true);
    // Another screen's library chunk waits until that screen is opened.
    expect(keep('http://localhost:8081/3335.bd4cfe2a.js')).toBe(false);
    expect(keep('http://localhost:8081/screen-login.9e5261a5.js')).toBe(true);
    expect(keep('http://localhost:8081/screen-loginAs.cf76037c.js')).toBe(false);
    expect(keep('http://localhost:8081/screen-forgotPassword.1e69901a.js')).toBe(false);
  });

  it('preloads the dashboard of the kind of user who signed in here last, and nothing without one', () => {
    preloadRouteRemote(routeByName('dashboard'));
    expect(preload).not.toHaveBeenCalled();
    rememberUserType('professional');
    preloadRouteRemote(routeByName('dashboard'));
    expect(askedFor().nameOrAlias).toBe('portal_professional');
  });

  it('fetches no remote of a signed-in route before its guard ran, unless this device’s last session may open it', () => {
    preloadRouteRemote(routeByName('myRegistrationCard'));
    expect(preload).not.toHaveBeenCalled();
    rememberUserType('companyEmployee');
    preloadRouteRemote(routeByName('myRegistrationCard'));
    expect(preload).not.toHaveBeenCalled();
    rememberUserType('professional');
    preloadRouteRemote(routeByName('myRegistrationCard'));
    expect(askedFor().nameOrAlias).toBe('portal_professional');
  });

  it('forgets the kind of user once signed out', () => {
    rememberUserType('professional');
    rememberUserType(null);
    preloadRouteRemote(routeByName('dashboard'));
    expect(preload).not.toHaveBeenCalled();
  });

  it('asks for nothing on an unknown address or a host page', () => {
    preloadRouteRemote(undefined);
    preloadRouteRemote(routeByName('maintenance'));
    expect(preload).not.toHaveBeenCalled();
  });

  it('keeps the route’s own screen chunk', () => {
    expect(isFirstChunkOf(routeByName('login'))('screen-login.1.js')).toBe(true);
  });
});
