import { expect, test, type Page } from '@playwright/test';
import { authStateFile } from '../support/auth-state';

// Issue 8: the route's remote is requested as soon as the host knows the route, beside
// portalInitQuery instead of after its answer; config.js does not block rendering; the host's start-up
// chunks download beside main.js (preloaded by index.html) instead of after it.

/** The order of what the page asked for and got, as Chromium saw it. */
function recordTraffic(page: Page) {
  const events: string[] = [];
  page.on('request', (request) => events.push(`request ${request.url()}`));
  page.on('response', (response) => events.push(`response ${response.url()}`));
  return events;
}

const isPortalInit = (event: string) => /\/graphql/.test(event);

test('/login asks for the account remote before portalInitQuery has answered', async ({ page }) => {
  const events = recordTraffic(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  const entry = events.findIndex((event) => /^request .*:\d+\/remoteEntry\.js/.test(event));
  const screen = events.findIndex((event) => /^request .*\/screen-login\.[0-9a-f]+\.js/.test(event));
  const initAnswered = events.findIndex((event) => event.startsWith('response') && isPortalInit(event));
  expect(entry).toBeGreaterThanOrEqual(0);
  expect(initAnswered).toBeGreaterThanOrEqual(0);
  expect(entry).toBeLessThan(initAnswered);
  // The route's own screen chunk comes with it, not another screen's.
  expect(screen).toBeGreaterThanOrEqual(0);
  expect(events.some((event) => /screen-forgotPassword\./.test(event))).toBe(false);
});

test.describe('signed in', () => {
  test.use({ storageState: authStateFile('professional') });
  test('/dashboard asks for the professional remote beside portalInitQuery on the next start', async ({
    page,
  }) => {
    // The first visit teaches the host this device's kind of user; the next start preloads its dashboard.
    await page.goto('/dashboard');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const recorded = recordTraffic(page);
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    // Only what the reloaded page asked: an answer to the previous page's last request may come in late.
    const reloaded = recorded.findIndex((event) => /^request .*\/dashboard$/.test(event));
    expect(reloaded).toBeGreaterThanOrEqual(0);
    const events = recorded.slice(reloaded);
    const entry = events.findIndex((event) => /^request .*:\d+\/mf-manifest\.json/.test(event));
    const initAnswered = events.findIndex((event) => event.startsWith('response') && isPortalInit(event));
    expect(entry).toBeGreaterThanOrEqual(0);
    expect(initAnswered).toBeGreaterThanOrEqual(0);
    expect(entry).toBeLessThan(initAnswered);
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

/** The host's files the page preloads, from the page as the server sends it. */
function preloadedFiles(html: string): string[] {
  return [...html.matchAll(/<link rel="preload" as="(?:script|style)" href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
}

test('the start-up chunks are fetched by the page itself, beside main.js, each once', async ({ page }) => {
  const html = await (await page.request.get('/login')).text();
  const preloads = preloadedFiles(html);
  // react-dom, react-router, Apollo, the app and the shared libraries they consume.
  expect(preloads.length).toBeGreaterThanOrEqual(10);
  expect(preloads.every((href) => /^\/[\w.-]+\.[0-9a-f]{8}\.(js|css)$/.test(href))).toBe(true);
  // main.js comes first in the document, so the preloads do not hold it up.
  expect(html.indexOf('src="/main.')).toBeLessThan(html.indexOf('rel="preload"'));

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  const fetched = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .map(({ name, initiatorType }) => ({ path: new URL(name).pathname, initiatorType })),
  );
  for (const href of preloads) {
    // Started by the preload in the page (the parser, before main.js could run), not by webpack's
    // loader afterwards; and fetched once: a preload the loader cannot reuse shows up twice.
    const entries = fetched.filter((entry) => entry.path === href);
    expect(entries, href).toEqual([{ path: href, initiatorType: 'link' }]);
  }
});
