import { routeByName } from '@portal/shared/routes';
import { libraryFilesOf, preloadScreenChunks } from '../preload-screen-chunks';
import { preloadRouteRemote, rememberUserType } from '../preload-remote';

// The federation runtime and the remote's server are the outer edges: what matters is what the host
// asks them for and which links it adds to the page.
jest.mock('@module-federation/enhanced/runtime', () => ({
  preloadRemote: jest.fn(() => Promise.resolve()),
}));

const MANIFEST = 'https://professional.example.nl/app/mf-manifest.json';
const LIST = {
  'screen-registrationForm': [
    '9479.abb49372.js',
    '9479.fa54f555.css',
    'screen-registration.93d83ece.js',
    'screen-registrationForm.1a2b3c4d.js',
  ],
  'screen-dashboard': ['1112.525e0e02.js', 'screen-dashboard.ae0e9155.js'],
};

/** A fetch answer as the host reads it (jsdom has no Response). */
const answer = (status: number, body: unknown) => ({
  ok: status === 200,
  status,
  json: async () => body,
});

/** The remote's server as the host meets it: the list at its address, 404 for anything else. */
function serveList(body: unknown = LIST) {
  const fetchMock = jest.fn(async (url: URL | RequestInfo) =>
    String(url) === 'https://professional.example.nl/app/screen-chunks.json'
      ? answer(200, body)
      : answer(404, null),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: link.href,
    as: link.getAttribute('as'),
    priority: link.getAttribute('fetchpriority'),
  }));

beforeEach(() => {
  document.head.innerHTML = '';
  window.localStorage.clear();
});

describe("preloading the libraries of the route's screen", () => {
  it('links every script and stylesheet of the screen from the remote’s folder, the screen chunk left to the runtime', async () => {
    const fetchMock = serveList();
    await preloadScreenChunks(MANIFEST, 'registrationForm');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(preloads()).toEqual([
      { href: 'https://professional.example.nl/app/9479.abb49372.js', as: 'script', priority: 'low' },
      { href: 'https://professional.example.nl/app/9479.fa54f555.css', as: 'style', priority: 'low' },
      // Another screen's chunk that this one imports (registration and registrationForm share one).
      {
        href: 'https://professional.example.nl/app/screen-registration.93d83ece.js',
        as: 'script',
        priority: 'low',
      },
    ]);
  });

  it('adds nothing for a screen the list does not name, a missing list or a list that is not one', async () => {
    serveList();
    await preloadScreenChunks(MANIFEST, 'vog');
    serveList({ 'screen-registrationForm': 'all' });
    await preloadScreenChunks(MANIFEST, 'registrationForm');
    global.fetch = jest.fn(async () => answer(404, null)) as unknown as typeof fetch;
    await preloadScreenChunks(MANIFEST, 'registrationForm');
    expect(preloads()).toEqual([]);
  });

  it('links only file names of the build’s own folder', () => {
    const list = {
      'screen-dashboard': ['ok.1.js', '../host/main.js', 'https://evil.example/x.js', 'a/b.js', 'x.json', 7],
    };
    expect(libraryFilesOf(list, 'screen-dashboard')).toEqual(['ok.1.js']);
    expect(libraryFilesOf(null, 'screen-dashboard')).toEqual([]);
  });

  it('is asked for at start-up with the manifest of the route’s remote, not for a guest on a signed-in route', async () => {
    const fetchMock = serveList();
    preloadRouteRemote(routeByName('registrationForm'), { professional: MANIFEST });
    expect(fetchMock).not.toHaveBeenCalled();
    rememberUserType('professional');
    preloadRouteRemote(routeByName('registrationForm'), { professional: MANIFEST });
    expect(fetchMock).toHaveBeenCalledWith(
      new URL('https://professional.example.nl/app/screen-chunks.json'),
      { credentials: 'omit' },
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads()).toHaveLength(3);
  });
});
