import { ROUTES } from '@portal/shared/routes';
import { timeoutPlugin } from '../../runtime-plugins/timeout-plugin';
import {
  parcelFilesOf,
  preloadStartRemote,
  screenFallbackFilesOf,
  screenFilesOf,
  takeEarlyManifest,
} from '../early-remote-preload';
import { rememberUserType } from '../last-user-type';
import { startRouteOf } from './start-route-of';

// main.js asks for the opened page's remote itself. The remotes' servers are the outer edge here: a
// fetch that stands in for them answers as they do (jsdom has no Response); what matters is what main.js
// asks for, which links it adds to the page and what the federation runtime gets handed.

const routes = ROUTES.map(startRouteOf);
const REMOTES = {
  account: 'https://account.example.nl/mf-manifest.json',
  professional: 'https://professional.example.nl/app/mf-manifest.json',
  employer: 'https://employer.example.nl/mf-manifest.json',
  educator: 'https://educator.example.nl/mf-manifest.json',
};

const manifestOf = (exposeFiles: string[], metaData: Record<string, unknown> = { publicPath: 'auto' }) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, ...metaData },
  exposes: [
    { name: 'parcel', assets: { js: { sync: exposeFiles, async: ['9479.abb49372.js'] }, css: { sync: [] } } },
  ],
});

const LISTS = {
  'screen-login': ['3335.bd4cfe2a.js', 'screen-login.9e5261a5.js', '3335.aa11bb22.css'],
  'screen-dashboard': ['1112.525e0e02.js', 'screen-dashboard.ae0e9155.js'],
  'screen-registrationForm': ['screen-registration.93d83ece.js', 'screen-registrationForm.1a2b3c4d.js'],
};

interface Answer {
  ok: boolean;
  status: number;
  json: () => Promise<unknown>;
  clone: () => Answer;
}
const answer = (status: number, body: unknown): Answer => ({
  ok: status === 200,
  status,
  json: async () => body,
  clone: () => answer(status, body),
});

/** The remotes' servers: each manifest and screen-chunks.json at its address, 404 for anything else. */
function servers(files: Record<string, unknown> = {}) {
  const served: Record<string, unknown> = {};
  for (const manifest of Object.values(REMOTES)) {
    served[manifest] = manifestOf(['__federation_expose_parcel.b39fc348.js']);
    served[new URL('screen-chunks.json', manifest).href] = LISTS;
  }
  Object.assign(served, files);
  return jest.fn(async (url: URL | RequestInfo) => {
    const body = served[String(url)];
    if (body instanceof Error) throw body;
    return body === undefined ? answer(404, null) : answer(200, body);
  }) as jest.Mock & typeof fetch;
}

const links = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: link.href,
    as: link.getAttribute('as'),
    crossOrigin: link.getAttribute('crossorigin'),
    low: link.getAttribute('fetchpriority') === 'low',
  }));

/** Enough tasks for the answers and the shared modules asked for one a task (loadSharesOneATask). */
const settle = async () => {
  for (let task = 0; task < 10; task += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** The federation runtime's loadShare: which shared modules main.js asked it to download. */
const loadShareImpl = jest.fn(async (_name: string) => undefined);

function open(pathname: string, fetchImpl: typeof fetch) {
  preloadStartRemote({ pathname, routes, remotes: REMOTES, fetchImpl, loadShareImpl });
}

beforeEach(() => {
  loadShareImpl.mockClear();
  document.head.innerHTML = '';
  rememberUserType(null);
  for (const manifest of Object.values(REMOTES)) takeEarlyManifest(manifest);
});

describe('main.js preloading the remote of the page it opens', () => {
  it('asks for the login remote’s manifest and list, and links its entry, parcel and login screen', async () => {
    const fetchImpl = servers();
    open('/login', fetchImpl);
    expect(fetchImpl.mock.calls.map(([url]) => String(url))).toEqual([
      REMOTES.account,
      'https://account.example.nl/screen-chunks.json',
    ]);
    await settle();
    expect(links()).toEqual(
      expect.arrayContaining([
        // The federation runtime's script tags are anonymous: so are the preloads they have to match.
        {
          href: 'https://account.example.nl/remoteEntry.js',
          as: 'script',
          crossOrigin: 'anonymous',
          low: false,
        },
        {
          href: 'https://account.example.nl/__federation_expose_parcel.b39fc348.js',
          as: 'script',
          crossOrigin: 'anonymous',
          low: false,
        },
        {
          href: 'https://account.example.nl/screen-login.9e5261a5.js',
          as: 'script',
          crossOrigin: null,
          low: false,
        },
        { href: 'https://account.example.nl/3335.bd4cfe2a.js', as: 'script', crossOrigin: null, low: true },
        { href: 'https://account.example.nl/3335.aa11bb22.css', as: 'style', crossOrigin: null, low: true },
      ]),
    );
    expect(links()).toHaveLength(5);
    // The host's copies of what every parcel runs before its first screen, downloaded now as well.
    expect(loadShareImpl.mock.calls).toEqual([['@portal/shared/remote'], ['@portal/shared/data']]);
  });

  it('asks the federation runtime for the shared modules one a task, not all in one long task', async () => {
    // Calls in one task share a batch: the batch ends with the task's microtasks.
    const batches: string[][] = [];
    const current: { batch: string[] | null } = { batch: null };
    const recordingLoadShare = jest.fn(async (name: string) => {
      if (!current.batch) {
        batches.push((current.batch = []));
        queueMicrotask(() => {
          current.batch = null;
        });
      }
      current.batch.push(name);
    });
    preloadStartRemote({
      pathname: '/login',
      routes,
      remotes: REMOTES,
      fetchImpl: servers(),
      loadShareImpl: recordingLoadShare,
    });
    await settle();
    expect(batches).toEqual([['@portal/shared/remote'], ['@portal/shared/data']]);
  });

  it('hands the manifest’s answer to the federation runtime once, whole: a second fetch goes out itself', async () => {
    const fetchImpl = servers();
    open('/login', fetchImpl);
    const early = takeEarlyManifest(REMOTES.account);
    expect(early).toBeDefined();
    expect(await (await early!).json()).toEqual(manifestOf(['__federation_expose_parcel.b39fc348.js']));
    expect(takeEarlyManifest(REMOTES.account)).toBeUndefined();
  });

  it('preloads the dashboard of the kind of user who signed in here last, and nothing without one', async () => {
    const fetchImpl = servers();
    open('/dashboard', fetchImpl);
    expect(fetchImpl).not.toHaveBeenCalled();
    rememberUserType('professional');
    open('/dashboard', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith(REMOTES.professional, expect.anything());
    await settle();
    expect(links().map((link) => link.href)).toContain(
      'https://professional.example.nl/app/screen-dashboard.ae0e9155.js',
    );
  });

  it('fetches no remote of a signed-in page this device’s last session could not open, nor after signing out', () => {
    const fetchImpl = servers();
    open('/registreren/b9b25d3e/2', fetchImpl);
    rememberUserType('companyEmployee');
    open('/registreren/b9b25d3e/2', fetchImpl);
    rememberUserType('professional');
    rememberUserType(null);
    open('/dashboard', fetchImpl);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(loadShareImpl).not.toHaveBeenCalled();
    expect(takeEarlyManifest(REMOTES.professional)).toBeUndefined();
  });

  it('asks for nothing on an unknown address, a host page, or without the remote’s address', () => {
    const fetchImpl = servers();
    open('/bestaat/niet', fetchImpl);
    open('/onderhoud', fetchImpl);
    preloadStartRemote({ pathname: '/login', routes, remotes: null, fetchImpl, loadShareImpl });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(loadShareImpl).not.toHaveBeenCalled();
  });

  it('links the route’s own screen chunk and the libraries it shares with another screen', async () => {
    rememberUserType('professional');
    open('/registreren/b9b25d3e/2', servers());
    await settle();
    const hrefs = links().map((link) => link.href);
    expect(hrefs).toContain('https://professional.example.nl/app/screen-registrationForm.1a2b3c4d.js');
    expect(hrefs).toContain('https://professional.example.nl/app/screen-registration.93d83ece.js');
    // Another expose's async chunks wait until their screen is opened.
    expect(hrefs).not.toContain('https://professional.example.nl/app/9479.abb49372.js');
  });

  it('sends the screen’s first reads the list names, with the address’s parameters, beside its files', async () => {
    rememberUserType('professional');
    Object.assign(window, { config: { qoreGraphqlUrl: 'https://portaal.example.nl/graphql' } });
    Object.assign(globalThis, {
      __PORTAL_INIT_REQUEST__: {
        headers: { 'content-type': 'application/json' },
        clientVersionHeader: 'apollographql-client-version',
        xsrfCookie: 'XSRF-TOKEN',
        xsrfHeader: 'x-xsrf-token',
      },
    });
    const read = {
      operationName: 'registrationItemQuery',
      params: ['uuid'],
      query: 'query registrationItemQuery',
    };
    const fetchImpl = servers({
      'https://professional.example.nl/app/screen-chunks.json': {
        ...LISTS,
        'screen-reads': { registrationForm: [read] },
      },
    });
    open('/registreren/b9b25d3e/2', fetchImpl);
    await settle();
    const sent = fetchImpl.mock.calls.find(([url]) => String(url).endsWith('/portal/batch'));
    expect(sent?.[0]).toBe('https://portaal.example.nl/graphql/portal/batch');
    expect(JSON.parse(String((sent?.[1] as RequestInit).body))).toEqual([
      {
        operationName: 'registrationItemQuery',
        query: 'query registrationItemQuery',
        variables: { uuid: 'b9b25d3e' },
      },
    ]);
    expect(links().map((link) => link.href)).toContain(
      'https://professional.example.nl/app/screen-registrationForm.1a2b3c4d.js',
    );
  });

  it('links the remote’s own copies of the shared modules the screen needs that the host does not offer', async () => {
    rememberUserType('professional');
    const list = {
      ...LISTS,
      'shared-fallbacks': {
        'screen-registrationForm': {
          '@portal/shared/validation': ['2157.837d9418.js', '2906.03f3db48.js'],
          react: ['7923.ec37980a.js'],
        },
        'screen-dashboard': { '@portal/shared/format': ['4449.f9300f0e.js'] },
      },
    };
    const fetchImpl = servers({ 'https://professional.example.nl/app/screen-chunks.json': list });
    preloadStartRemote({
      pathname: '/registreren/b9b25d3e/2',
      routes,
      remotes: REMOTES,
      fetchImpl,
      loadShareImpl,
      offeredShared: () => new Set(['react', '@portal/shared/format']),
    });
    await settle();
    const fallbacks = links().filter((link) => /\/(2157|2906|7923|4449)\./.test(link.href));
    // The shared modules the host offers are the host's copies: the federation runtime downloads them.
    expect(loadShareImpl.mock.calls).toContainEqual(['react']);
    expect(loadShareImpl.mock.calls).not.toContainEqual(['@portal/shared/validation']);
    expect(fallbacks).toEqual([
      {
        href: 'https://professional.example.nl/app/2157.837d9418.js',
        as: 'script',
        crossOrigin: null,
        low: true,
      },
      {
        href: 'https://professional.example.nl/app/2906.03f3db48.js',
        as: 'script',
        crossOrigin: null,
        low: true,
      },
    ]);
  });

  it('adds no link when the manifest or the list is missing, fails or is not one, and does not throw', async () => {
    const failed = servers({
      [REMOTES.account]: new Error('offline'),
      'https://account.example.nl/screen-chunks.json': { 'screen-login': 'all' },
    });
    open('/login', failed);
    await settle();
    expect(links()).toEqual([]);
    await expect(takeEarlyManifest(REMOTES.account)).rejects.toThrow('offline');
  });
  it('never stops main.js: whatever fails here, the app still starts', () => {
    const throwing = jest.fn(() => {
      throw new TypeError('not in this browser');
    }) as unknown as typeof fetch;
    expect(() => open('/login', throwing)).not.toThrow();
    expect(() =>
      preloadStartRemote({ pathname: '/login', routes: null as never, remotes: REMOTES, loadShareImpl }),
    ).not.toThrow();
  });
});

describe('reading the manifest and the list', () => {
  it('addresses the entry and the parcel as the runtime does: publicPath, “auto” being the manifest’s folder', () => {
    const manifest = 'https://cdn.example.nl/professional/mf-manifest.json?v=3';
    expect(parcelFilesOf(manifestOf(['p.1.js']), manifest)).toEqual({
      remoteEntry: 'https://cdn.example.nl/professional/remoteEntry.js',
      parcel: ['https://cdn.example.nl/professional/p.1.js'],
    });
    expect(
      parcelFilesOf(
        manifestOf(['p.1.js'], {
          publicPath: 'https://static.example.nl/v2/',
          remoteEntry: { name: 'remoteEntry.js', path: './entry/' },
        }),
        manifest,
      ),
    ).toEqual({
      remoteEntry: 'https://static.example.nl/v2/entry/remoteEntry.js',
      parcel: ['https://static.example.nl/v2/p.1.js'],
    });
  });

  it('links nothing from a manifest whose public path is computed at run time or that is not one', () => {
    expect(
      parcelFilesOf(manifestOf(['p.1.js'], { getPublicPath: 'return "/x/"' }), REMOTES.account),
    ).toBeNull();
    expect(parcelFilesOf(null, REMOTES.account)).toBeNull();
    expect(
      parcelFilesOf({ metaData: { publicPath: 'auto', remoteEntry: { name: '../x.js' } } }, REMOTES.account),
    ).toBeNull();
  });

  it('links only plain file names of the build’s own folder', () => {
    const list = {
      'screen-dashboard': ['ok.1.js', '../host/main.js', 'https://evil.example/x.js', 'a/b.js', 'x.json', 7],
    };
    expect(screenFilesOf(list, 'screen-dashboard')).toEqual(['ok.1.js']);
    expect(screenFilesOf(null, 'screen-dashboard')).toEqual([]);
    const offered = new Set<string>();
    expect(
      screenFallbackFilesOf(
        { 'shared-fallbacks': { 'screen-dashboard': { a: ['ok.2.js', '../x.js'], b: 'all', c: [9] } } },
        'screen-dashboard',
        offered,
      ),
    ).toEqual(['ok.2.js']);
    expect(screenFallbackFilesOf(LISTS, 'screen-dashboard', offered)).toEqual([]);
    expect(screenFallbackFilesOf({ 'shared-fallbacks': 'x' }, 'screen-dashboard', offered)).toEqual([]);
    expect(parcelFilesOf(manifestOf(['ok.1.js', '../../evil.js']), REMOTES.account)?.parcel).toEqual([
      'https://account.example.nl/ok.1.js',
    ]);
  });
});

describe('the federation runtime’s manifest fetch', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });
  const runtimeFetch = (url: string) => timeoutPlugin().fetch!(url, {}) as Promise<Answer>;

  it('takes main.js’s answer instead of asking again', async () => {
    const network = servers();
    global.fetch = network;
    open('/login', servers());
    expect((await runtimeFetch(REMOTES.account)).status).toBe(200);
    expect(network).not.toHaveBeenCalled();
    // A retry after a failed load asks the server.
    await runtimeFetch(REMOTES.account);
    expect(network).toHaveBeenCalledWith(
      REMOTES.account,
      expect.objectContaining({ signal: expect.anything() }),
    );
  });

  it('asks again when main.js’s request failed, but not when it ran out of time', async () => {
    const network = servers();
    global.fetch = network;
    open('/login', servers({ [REMOTES.account]: new Error('offline') }));
    expect((await runtimeFetch(REMOTES.account)).status).toBe(200);
    expect(network).toHaveBeenCalledTimes(1);

    open('/login', servers({ [REMOTES.account]: new DOMException('te laat', 'TimeoutError') }));
    await expect(runtimeFetch(REMOTES.account)).rejects.toThrow('te laat');
    expect(network).toHaveBeenCalledTimes(1);
  });
});
