import { expect, test, type Page } from '@playwright/test';
import { APOLLO_CHUNK, APOLLO_CHUNK_EARLIEST_MS, apolloChunkTiming } from '../support/apollo-chunk';
import { authStateFile } from '../support/auth-state';
import { startRegistrationAtPersonalStep } from '../support/registration-start';

// Issue 8, the first load's critical chain: config.js does not block rendering; the host's start-up
// chunks download beside main.js (preloaded by index.html) instead of after it; main.js sends
// portalInitQuery before those chunks run, and it is the only one the start-up sends; the route's remote
// is requested by main.js, beside portalInitQuery instead of after its answer (and only where the
// guards could let the visitor in: e2e/tests/guards.spec.ts).

/** Every request the page makes, by address. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/**
 * Holds every answer of the api until the page has asked for a file of the remote matching `file`:
 * portalInitQuery now leaves first (from main.js) and may well be answered before the remote is asked
 * for, so the order on the wire says nothing; a host that waited for the session before asking for the
 * remote would wait forever here, and the page would not appear.
 */
async function holdApiUntilRemoteAsked(page: Page, file: RegExp): Promise<void> {
  let asked: () => void = () => undefined;
  const remoteAsked = new Promise<void>((resolve) => (asked = resolve));
  page.on('request', (request) => {
    if (file.test(request.url())) asked();
  });
  await page.route(/\/graphql\//, async (route) => {
    await remoteAsked;
    await route.continue();
  });
}

interface PortalInitSent {
  /** How many of the host's chunks had run when the page sent it (webpack's chunk list grows by one each). */
  hostChunksRun: number;
  /** Whether the app had rendered anything yet. */
  rendered: boolean;
}

/**
 * Notes, for every portalInitQuery the page sends, how far the start-up was: before the page's own
 * scripts, fetch is wrapped to look at webpack's list of the host's chunks that have run.
 */
async function watchPortalInit(
  page: Page,
): Promise<{ sent: () => Promise<PortalInitSent[]>; onWire: string[] }> {
  const onWire: string[] = [];
  page.on('request', (request) => {
    if (/\/graphql\//.test(request.url()) && request.postData()?.includes('"portalInitQuery"'))
      onWire.push(request.url());
  });
  await page.addInitScript(() => {
    const sent: PortalInitSent[] = [];
    const seen = window as unknown as {
      __portalInitSent: PortalInitSent[];
      webpackChunkportal_host?: unknown[];
    };
    seen.__portalInitSent = sent;
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (typeof init?.body === 'string' && init.body.includes('"operationName":"portalInitQuery"')) {
        sent.push({
          hostChunksRun: seen.webpackChunkportal_host?.length ?? 0,
          rendered: (document.getElementById('root')?.childElementCount ?? 0) > 0,
        });
      }
      return send(input, init);
    };
  });
  const sent = () =>
    page.evaluate(() => (window as unknown as { __portalInitSent: PortalInitSent[] }).__portalInitSent);
  return { sent, onWire };
}

/** Every file the page has fetched, with what asked for it. */
const fetchedFiles = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .map(({ name, initiatorType }) => ({ url: name, initiatorType })),
  );

test('/login asks for the account remote without waiting for the session', async ({ page }) => {
  const requests = recordRequests(page);
  await holdApiUntilRemoteAsked(page, /:\d+\/remoteEntry\.js/);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  // The route's own screen chunk comes with it, not another screen's.
  expect(requests.some((url) => /\/screen-login\.[0-9a-f]+\.js/.test(url))).toBe(true);
  expect(requests.some((url) => /screen-forgotPassword\./.test(url))).toBe(false);
});

test.describe('signed in', () => {
  test.use({ storageState: authStateFile('professional') });
  test('/dashboard asks for the professional remote without waiting for the session on the next start', async ({
    page,
  }) => {
    // The first visit teaches the host this device's kind of user; the next start preloads its dashboard.
    await page.goto('/dashboard');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await holdApiUntilRemoteAsked(page, /:\d+\/mf-manifest\.json/);
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("the dashboard's remote, screen and libraries are preloaded by the page's start plan, from the remote's manifest and screen-chunks.json, each fetched once", async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const manifest = await page.evaluate(
      () =>
        (window as unknown as { config: { remotes: Record<string, string> } }).config.remotes.professional!,
    );
    const list = (await (
      await page.request.get(new URL('screen-chunks.json', manifest).href)
    ).json()) as Record<string, string[]>;
    const screenFiles = list['screen-dashboard']!;
    // The screen's own chunk and its stylesheet at least (the overview loads no antd, issue 8).
    expect(screenFiles.some((file) => /^screen-dashboard\.[0-9a-f]+\.js$/.test(file))).toBe(true);
    expect(screenFiles.filter((file) => file.endsWith('.css')).length).toBeGreaterThan(0);
    // The host's server names them in the page itself, for this device's last kind of user (its start
    // plan, decision 0032), after the host's own files; a guest's page names nothing of the remote.
    const remoteFolder = new URL('.', manifest).href;
    const signedInPage = await (await page.request.get('/dashboard')).text();
    expect(startPlanIn(signedInPage)).toMatchObject({ route: 'dashboard', remote: 'professional', manifest });
    const named = preloadedFiles(signedInPage);
    for (const file of ['remoteEntry.js', ...screenFiles]) expect(named).toContain(`${remoteFolder}${file}`);
    const lastHostFile = named.map((href) => href.startsWith('/')).lastIndexOf(true);
    expect(named.findIndex((href) => href.startsWith(remoteFolder))).toBeGreaterThan(lastHostFile);
    const guestPage = await (await page.request.get('/dashboard', { headers: { cookie: '' } })).text();
    expect(preloadedFiles(guestPage).filter((href) => href.startsWith(remoteFolder))).toEqual([]);
    expect(startPlanIn(guestPage)).toEqual({ route: 'dashboard', params: {} });

    const manifestRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url() === manifest) manifestRequests.push(request.url());
    });
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const fetched = await fetchedFiles(page);
    const parcel = fetched.filter((entry) =>
      /^__federation_expose_parcel\.[0-9a-f]+\.js$/.test(entry.url.slice(remoteFolder.length)),
    );
    expect(parcel).toHaveLength(1);
    const files = ['remoteEntry.js', parcel[0]!.url.slice(remoteFolder.length), ...screenFiles];
    for (const file of files) {
      // Asked for by the page's preload link, not by the federation runtime's or webpack's tags once the
      // parcel or the screen needed it, and once: a preload the tag could not reuse shows up twice.
      expect(
        fetched.filter((entry) => entry.url === `${remoteFolder}${file}`),
        file,
      ).toEqual([{ url: `${remoteFolder}${file}`, initiatorType: 'link' }]);
    }
    // The federation runtime took main.js's answer instead of asking for the manifest again.
    expect(manifestRequests).toHaveLength(1);
  });
});

test.describe("signed in, the screen's first read", () => {
  test.use({ storageState: authStateFile('professional') });
  test('is sent by main.js beside portalInitQuery, and the overview takes its answer: one request', async ({
    page,
  }) => {
    // The first visit teaches the host this device's kind of user; the next start sends the read.
    await page.goto('/dashboard');
    await expect(page.getByText(/^Welkom, /)).toBeVisible();
    const reads: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (/\/graphql\//.test(request.url()) && body.includes('"professionalDashboardQuery"'))
        reads.push(body);
    });
    await page.reload();
    await expect(page.getByText(/^Welkom, /)).toBeVisible();
    expect(reads).toHaveLength(1);
    // main.js's request: the client's would carry Apollo's extensions.
    const batch = JSON.parse(reads[0]!) as unknown[];
    expect(batch.length).toBeGreaterThan(0);
    for (const operation of batch) expect(operation).not.toHaveProperty('extensions');
  });

  test("and the session need none of the client's Apollo code: it is loaded once the page has settled", async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByText(/^Welkom, /)).toBeVisible();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (APOLLO_CHUNK.test(request.url())) asked.push(request.url());
    });
    await page.reload();
    await expect(page.getByText(/^Welkom, /)).toBeVisible();
    // The host preloads it for the next request 2 s after the load event (when-page-settled.ts); a
    // request through the client during the first load would have asked for it before that.
    await expect.poll(() => asked.length, { timeout: 20_000 }).toBe(1);
    // Asked for is not yet arrived: its timing entry is written once the response has ended.
    await expect.poll(async () => (await apolloChunkTiming(page)).starts.length, { timeout: 20_000 }).toBe(1);
    const { loadStart, starts } = await apolloChunkTiming(page);
    expect(starts).toHaveLength(1);
    expect(starts[0]).toBeGreaterThanOrEqual(loadStart + APOLLO_CHUNK_EARLIEST_MS);
  });
});

/** The professional remote's list of each screen's files, with its own copies of shared modules. */
async function professionalScreenChunks(page: Page) {
  const manifest = await page.evaluate(
    () => (window as unknown as { config: { remotes: Record<string, string> } }).config.remotes.professional!,
  );
  const list = (await (await page.request.get(new URL('screen-chunks.json', manifest).href)).json()) as {
    'shared-fallbacks': Record<string, Record<string, string[]>>;
  };
  return { remoteFolder: new URL('.', manifest).href, fallbacks: list['shared-fallbacks'] };
}

test.describe("signed in, a screen's own copies", () => {
  test.use({ storageState: authStateFile('professional') });

  test("a screen's own copy of the validation package, which the host does not offer, is preloaded by the page", async ({
    page,
  }) => {
    // The direct-debit mandate's form uses the form engine on its first view (Herregistratie, the
    // example before, now loads its employer statement's forms in a later chunk, as Mijn VOG's its form).
    const path = '/automatische-incasso';
    const heading = { level: 1, name: 'Automatische incasso' } as const;
    await page.goto(path);
    await expect(page.getByRole('heading', heading)).toBeVisible();
    const { remoteFolder, fallbacks } = await professionalScreenChunks(page);
    const validation = fallbacks['screen-direct-debit-mandate']!['@portal/shared/validation']!;
    expect(validation.length).toBeGreaterThan(0);

    await page.reload();
    await expect(page.getByRole('heading', heading)).toBeVisible();
    const fetched = await fetchedFiles(page);
    for (const file of validation) {
      expect(
        fetched.filter((entry) => entry.url === `${remoteFolder}${file}`),
        file,
      ).toEqual([{ url: `${remoteFolder}${file}`, initiatorType: 'link' }]);
    }
    // The host's own react is what the screen runs: the remote's copy is not fetched at all.
    for (const file of fallbacks['screen-direct-debit-mandate']!.react ?? []) {
      expect(fetched.filter((entry) => entry.url === `${remoteFolder}${file}`)).toEqual([]);
    }
  });

  test('the dashboard shows its dates without loading dayjs', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByText(/^Welkom, /)).toBeVisible();
    const hostManifest = (await (await page.request.get('/mf-manifest.json')).json()) as {
      shared: Array<{ name: string; assets: { js: { sync: string[] } } }>;
    };
    const dayjsFiles = hostManifest.shared
      .filter(({ name }) => name === 'dayjs' || name.startsWith('dayjs/'))
      .flatMap(({ assets }) => assets.js.sync);
    // The host still offers dayjs (one instance for the remotes' date fields)...
    expect(dayjsFiles.length).toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByText(/^Welkom, /)).toBeVisible();
    // ...but the dashboard, which only shows dates, does not ask for it.
    const fetched = (await fetchedFiles(page)).map(({ url }) => new URL(url).pathname.slice(1));
    expect(fetched.filter((file) => dayjsFiles.includes(file) || /dayjs/.test(file))).toEqual([]);
  });
});

test("a form step's screen needs neither the validation package nor dayjs before its heading", async ({
  page,
}) => {
  await startRegistrationAtPersonalStep(page, 'Eerste-Laad-Wachtwoord-2026!');
  const { remoteFolder, fallbacks } = await professionalScreenChunks(page);
  const ownCopies = fallbacks['screen-registrationForm']!;
  expect(Object.keys(ownCopies).filter((name) => /validation|dayjs/.test(name))).toEqual([]);
  // The start plan does not preload the validation package's files for this screen: the wizard asks for them
  // once the heading shows.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: /Persoonsgegevens/ })).toBeVisible();
  await expect(page.getByLabel('Geboorteplaats')).toBeVisible();
  const validation = fallbacks['screen-vog']!['@portal/shared/validation'] ?? [];
  const fetched = await fetchedFiles(page);
  for (const file of validation) {
    expect(
      fetched.filter((entry) => entry.url === `${remoteFolder}${file}` && entry.initiatorType === 'link'),
    ).toEqual([]);
  }
});

test("a form step's heading is on the screen before the form's own code is asked for; the fields follow", async ({
  page,
}) => {
  await startRegistrationAtPersonalStep(page, 'Kop-Eerst-Wachtwoord-2026!');
  // From the page's start: when the step's heading first appears, and when the wizard's chunk is asked.
  await page.addInitScript(() => {
    const marks: number[] = [];
    (window as unknown as { stepHeadingAt: number[] }).stepHeadingAt = marks;
    new MutationObserver(() => {
      if (marks.length === 0 && document.querySelector('h2.portal-step-title')) marks.push(performance.now());
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(page.getByLabel('Geboorteplaats')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Persoonsgegevens/ })).toHaveCount(1);
  const { headingAt, wizard } = await page.evaluate(() => ({
    headingAt: (window as unknown as { stepHeadingAt: number[] }).stepHeadingAt[0],
    wizard: performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter(({ name }) => /\/registration-wizard\.[0-9a-f]+\.js$/.test(name))
      .map(({ startTime, initiatorType }) => ({ startTime, initiatorType })),
  }));
  // Asked for once, by the screen's own import (not preloaded with the screen), after the heading.
  expect(wizard).toHaveLength(1);
  expect(wizard[0]!.initiatorType).toBe('script');
  expect(headingAt).toBeDefined();
  expect(wizard[0]!.startTime).toBeGreaterThan(headingAt!);
});

/** Records how many prefetch links each task (each mutation observer call) adds to the page. */
const recordPrefetchBatches = (page: Page) =>
  page.addInitScript(() => {
    const batches: number[] = [];
    (window as unknown as { prefetchBatches: number[] }).prefetchBatches = batches;
    new MutationObserver((records) => {
      const added = records
        .flatMap((record) => [...record.addedNodes])
        .filter((node) => node instanceof HTMLLinkElement && node.rel === 'prefetch').length;
      if (added > 0) batches.push(added);
    }).observe(document, { childList: true, subtree: true });
  });

test("a form's first step renders no antd and prefetches the later steps a chunk at a time", async ({
  page,
}) => {
  await startRegistrationAtPersonalStep(page, 'Geen-Antd-Eerst-2026!');
  await recordPrefetchBatches(page);
  await page.reload();
  await expect(page.getByLabel('Geboorteplaats')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Volgende' })).toBeVisible();
  // Every antd component writes its 'ant-' classes: the step's fields, buttons and layout have none.
  const antdClasses = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('main [class*="ant-"]')].map((element) => element.className),
    );
  expect(await antdClasses()).toEqual([]);
  // The later steps' chunks come as prefetches (at the lowest priority, not run), once the wizard's
  // chunk has loaded.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const prefetched = [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
          (link) => link.href,
        );
        const fetched = performance
          .getEntriesByType('resource')
          .map((entry) => entry as PerformanceResourceTiming)
          .filter(({ name }) => prefetched.includes(name));
        return {
          scripts: fetched.filter(({ name }) => name.endsWith('.js')).length > 0,
          initiators: [...new Set(fetched.map(({ initiatorType }) => initiatorType))],
        };
      }),
    )
    .toEqual({ scripts: true, initiators: ['link'] });
  expect(await antdClasses()).toEqual([]);
  // Appending a prefetch link costs Chromium 2.5–4 ms at a phone's speed: the wizard's 28 at once
  // were one long task as its fields were to show. Every hint comes, at most one chunk's (its script
  // and its stylesheet) per task: remote-professional's lib/prefetch-later.ts writes one a task, from
  // the build's list in screen-chunks.json.
  const batches = () =>
    page.evaluate(() => (window as unknown as { prefetchBatches: number[] }).prefetchBatches);
  await expect
    .poll(async () => (await batches()).reduce((sum, count) => sum + count, 0), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(10);
  const seen = await batches();
  expect(seen.length).toBeGreaterThan(1);
  expect(Math.max(...seen)).toBeLessThanOrEqual(2);
  // The calendar brings antd with it when it opens.
  await page.getByLabel('Geboortedatum', { exact: true }).click();
  await expect(page.getByRole('grid')).toBeVisible();
});

test('main.js sends portalInitQuery before any start-up chunk runs, and it is the only one', async ({
  page,
}) => {
  const { sent, onWire } = await watchPortalInit(page);
  await page.goto('/login');
  // The sign-in form needs the session: by now the client has asked for it, or taken main.js's answer.
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  expect(await sent()).toEqual([{ hostChunksRun: 0, rendered: false }]);
  expect(onWire).toHaveLength(1);
});

test.describe('signed in, the early session', () => {
  test.use({ storageState: authStateFile('professional') });
  test('is the signed-in one (cookies and anti-forgery token go with it), asked for once', async ({
    page,
  }) => {
    const { sent, onWire } = await watchPortalInit(page);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sent()).toEqual([{ hostChunksRun: 0, rendered: false }]);
    expect(onWire).toHaveLength(1);
  });
});

test('config.js is deferred: it does not block the first render', async ({ request }) => {
  const html = await (await request.get('/login')).text();
  const config = html.indexOf('src="/config.js"');
  const main = html.search(/src="\/main\.[0-9a-f]+\.js"/);
  expect(html).toMatch(/<script defer(?:="(?:defer)?")? src="\/config\.js">/);
  // Deferred scripts run in document order: the configuration is read before the app starts.
  expect(config).toBeGreaterThanOrEqual(0);
  expect(main).toBeGreaterThanOrEqual(0);
  expect(config).toBeLessThan(main);
});

/** The start plan the host's server wrote into the page (server/start-plan.mjs). */
function startPlanIn(html: string): unknown {
  const json = /<script type="application\/json" id="start-plan">(.*?)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

/** The files the page preloads, from the page as the server sends it: the host's own start with '/'. */
function preloadedFiles(html: string): string[] {
  return [...html.matchAll(/<link rel="preload" as="(?:script|style)" href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
}

const hostPreloadedFiles = (html: string) => preloadedFiles(html).filter((href) => href.startsWith('/'));

test('the start-up chunks are fetched by the page itself, beside main.js, each once', async ({ page }) => {
  const html = await (await page.request.get('/login')).text();
  const preloads = hostPreloadedFiles(html);
  // react-dom, Apollo's error link, the app's stylesheet and one file of the router, the app and the
  // small shared modules they consume (host/build/shared-start-up-chunk.cjs).
  expect(preloads.length).toBeGreaterThanOrEqual(3);
  expect(preloads.filter((href) => /^\/portal-shared\.[0-9a-f]{8}\.js$/.test(href))).toHaveLength(1);
  expect(preloads.every((href) => /^\/[\w.-]+\.[0-9a-f]{8}\.(js|css)$/.test(href))).toBe(true);
  // main.js comes first in the document, so the preloads do not hold it up.
  expect(html.indexOf('src="/main.')).toBeLessThan(html.indexOf('rel="preload"'));

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  const hostOrigin = new URL(page.url()).origin;
  const fetched = (await fetchedFiles(page))
    .filter(({ url }) => new URL(url).origin === hostOrigin)
    .map(({ url, initiatorType }) => ({ path: new URL(url).pathname, initiatorType }));
  // Nothing the login form needs from the host (this origin) comes later, by webpack's loader. The
  // portal client's Apollo code does come that way, but only once the page has settled (2 s after the
  // load event; on a slow machine that can be before this check): the form does not wait for it.
  const hostScripts = fetched.filter(
    ({ path, initiatorType }) =>
      path.endsWith('.js') && initiatorType === 'script' && !path.startsWith('/main.'),
  );
  expect(
    hostScripts.filter(({ path }) => !path.startsWith('/config.js') && !APOLLO_CHUNK.test(path)),
  ).toEqual([]);
  const { loadStart, starts } = await apolloChunkTiming(page);
  for (const start of starts) expect(start).toBeGreaterThanOrEqual(loadStart + APOLLO_CHUNK_EARLIEST_MS);
  for (const href of preloads) {
    // Started by the preload in the page (the parser, before main.js could run), not by webpack's
    // loader afterwards; and fetched once: a preload the loader cannot reuse shows up twice.
    const entries = fetched.filter((entry) => entry.path === href);
    expect(entries, href).toEqual([{ path: href, initiatorType: 'link' }]);
  }
});

test("the tab's icon is written into the page: no request of its own on the first load", async ({ page }) => {
  const icons: string[] = [];
  page.on('request', (request) => {
    if (/favicon/.test(request.url())) icons.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
  expect(icons).toEqual([]);
});
