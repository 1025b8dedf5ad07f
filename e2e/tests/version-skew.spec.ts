import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { startHostServer } from '../support/host-server';
import { ROOT } from '../support/paths';
import { E2E_PORTS } from '../support/ports';
import { startRemoteServer } from '../support/remote-server';
import { signIn } from '../support/sign-in';
import { skewAppVersion, skewBuildDir } from '../support/skew-builds';
import { loadStack } from '../support/stack';
import { openDrawer } from '../support/drawer';

/**
 * Independent deployment under version skew (issue 16, docs/decisions/0008): builds of one app against
 * other versions of the shared packages (made by global setup with APP_VERSION and OUTPUT_DIR), served
 * from their own origin, switched by PORTAL_CONFIG_FILE on a second host started with DIST_DIR.
 */
const PANEL = 'Dit onderdeel kan op dit moment niet worden geladen.';

/** The version a shared package has in this checkout: what the host and the normal builds carry. */
const versionOf = (folder: string) =>
  (
    JSON.parse(readFileSync(resolve(ROOT, 'shared/src', folder, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
const minorAfter = (version: string) => `${version.split('.')[0]}.${Number(version.split('.')[1]) + 1}.0`;
const majorAfter = (version: string) => `${Number(version.split('.')[0]) + 1}.0.0`;
const escaped = (version: string) => version.replace(/\./g, '\\.');
const FORMAT = versionOf('format');
const SESSION = versionOf('session');
const DATA = versionOf('data');
const REMOTE_BOUNDARY = 'Er ging iets mis bij het tonen van dit onderdeel.';

let host: Awaited<ReturnType<typeof startHostServer>>;
let hostAhead: Awaited<ReturnType<typeof startHostServer>>;
const servers: { stop: () => Promise<void> }[] = [];

test.beforeAll(async () => {
  servers.push(
    await startRemoteServer('account', skewBuildDir('accountAhead'), E2E_PORTS.accountAhead),
    await startRemoteServer(
      'professional',
      skewBuildDir('professionalNextMajor'),
      E2E_PORTS.professionalNextMajor,
    ),
  );
  host = await startHostServer({
    port: E2E_PORTS.skewHost,
    distDir: resolve(ROOT, 'host/dist'),
    name: 'skew',
  });
  hostAhead = await startHostServer({
    port: E2E_PORTS.skewHostAhead,
    distDir: skewBuildDir('hostAhead'),
    name: 'skew-ahead',
  });
  servers.push(host, hostAhead);
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
});

/** What the host's error reporting received (its reporter writes to the console). */
function watchErrorReports(page: Page): string[] {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('[portal]')) reports.push(message.text());
  });
  return reports;
}

const versionLabel = (page: Page, remote: string) =>
  page.locator(`[data-remote="${remote}"] [data-remote-version]`);
const accountAheadLabel = `Versie ${skewAppVersion('accountAhead')} · opmaak ${minorAfter(FORMAT)}`;

async function openProfileFromMenu(page: Page): Promise<void> {
  const menu = await openDrawer(page);
  await menu.getByRole('link', { name: 'Profiel', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/profiel$/);
  await expect(page.getByRole('heading', { name: 'Mijn profiel', level: 1 })).toBeVisible();
}

test('(a) remote-account one minor ahead with a new formatting export works on a fresh /login and after another remote', async ({
  page,
}) => {
  await host.pointRemotes({ account: E2E_PORTS.accountAhead });
  const reports = watchErrorReports(page);

  // Fresh /login: the host already runs its format package; the remote needs the next minor and gets its own copy.
  await page.goto(`${host.url}/login`);
  await expect(versionLabel(page, 'account')).toHaveText(accountAheadLabel);
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  await signIn(page, 'professional@demo.nl', undefined, host.url);
  await expect(page.getByRole('heading', { name: 'Overzicht', level: 1 })).toBeVisible();

  // Another remote first: a fresh page on the professional dashboard (the host's format), then the account remote.
  await page.goto(`${host.url}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Overzicht', level: 1 })).toBeVisible();
  await expect(versionLabel(page, 'professional')).toHaveText('Versie 0.1.0');
  await openProfileFromMenu(page);
  await expect(versionLabel(page, 'account')).toHaveText(accountAheadLabel);
  await expect(page.getByText(REMOTE_BOUNDARY)).toHaveCount(0);
  await expect(page.getByText(PANEL)).toHaveCount(0);
  expect(reports).toEqual([]);
});

/**
 * Leaves the page, then drops the session's cookies: a dashboard read still under way (the employer's
 * Overzicht reads its statement requests after its counts) would otherwise be answered 401 without
 * them and send the next page to /fout.
 */
async function signOutByLeaving(page: Page) {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

test('(b) the host one minor ahead, using new exports of a stateless and a stateful package: every remote works', async ({
  page,
}) => {
  const reports = watchErrorReports(page);
  await page.goto(`${hostAhead.url}/login`);
  // The newer host runs its new exports (format and session one minor ahead) ...
  await expect(page.locator('html')).toHaveAttribute(
    'data-skew-probe',
    `sessie ${minorAfter(SESSION)} · opmaak ${minorAfter(FORMAT)}`,
  );
  // ... and serves the remotes built against the versions before.
  await expect(versionLabel(page, 'account')).toHaveText('Versie 0.1.0');
  await signIn(page, 'professional@demo.nl', undefined, hostAhead.url);
  await expect(page.getByRole('heading', { name: 'Overzicht', level: 1 })).toBeVisible();
  await openProfileFromMenu(page);
  await signOutByLeaving(page);
  for (const [email, remote] of [
    ['werkgever@demo.nl', 'employer'],
    ['opleider@demo.nl', 'educator'],
  ] as const) {
    await signIn(page, email, undefined, hostAhead.url);
    await expect(page).toHaveURL(/\/dashboard$/);
    // Their dashboards are placeholders so far: the remote's own label shows it mounted and runs.
    await expect(versionLabel(page, remote)).toHaveText('Versie 0.1.0');
    await signOutByLeaving(page);
  }
  await expect(page.getByText(PANEL)).toHaveCount(0);
  expect(reports).toEqual([]);
});

test('(c) remote-professional built against the next major of every shared package is refused before it runs', async ({
  page,
}) => {
  await host.pointRemotes({ professional: E2E_PORTS.professionalNextMajor });
  const reports = watchErrorReports(page);
  const refusedRemoteFiles: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes(`:${E2E_PORTS.professionalNextMajor}/`) && !url.endsWith('/mf-manifest.json')) {
      refusedRemoteFiles.push(url);
    }
  });
  let loads = 0;
  page.on('load', () => (loads += 1));

  // Signing in works: the account remote is not affected.
  await signIn(page, 'professional@demo.nl', undefined, host.url);
  await expect(page).toHaveURL(/\/dashboard$/);
  const panel = page.getByText(PANEL);
  await expect(panel).toBeVisible();
  const loadsAtPanel = loads;
  await expect(page.getByRole('banner')).toContainText('Ingelogd als professional');

  // Error reporting names the remote, a refused module and both versions.
  await expect.poll(() => reports.join('\n')).toContain('Remote professional (geweigerd)');
  const report = reports.find((line) => line.includes('(geweigerd)')) ?? '';
  const next = escaped(majorAfter(DATA));
  expect(report).toMatch(
    new RegExp(`@portal/shared/data \\(remote ${next}, vraagt \\^${next}; host ${escaped(DATA)}\\)`),
  );

  // Retry asks again and is refused again: the panel stays, and the page never reloads.
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(panel).toBeVisible();
  await expect.poll(() => reports.filter((line) => line.includes('(geweigerd)')).length).toBeGreaterThan(1);
  expect(loads).toBe(loadsAtPanel);

  // The drawer and the account pages keep working.
  await openProfileFromMenu(page);
  await expect(versionLabel(page, 'account')).toHaveText('Versie 0.1.0');
  await expect(panel).toHaveCount(0);
  // None of the refused remote's code was fetched, let alone run.
  expect(refusedRemoteFiles).toEqual([]);
});

const execFileAsync = promisify(execFile);

/** `npm run remote:check -- <args>`; resolves with its exit code and output. */
async function remoteCheck(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await execFileAsync('npm', ['run', '--silent', 'remote:check', '--', ...args], {
      cwd: ROOT,
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

test('(d) remote:check accepts (a) and refuses (c)', async () => {
  const { manifestUrl } = await loadStack();
  // Against the host's build (host/dist/mf-manifest.json, the default).
  const accepted = await remoteCheck(manifestUrl(E2E_PORTS.accountAhead));
  expect(accepted.code).toBe(0);
  expect(accepted.output).toMatch(
    new RegExp(
      `eigen kopie\\s+@portal/shared/format\\s+de remote vraagt \\^${escaped(minorAfter(FORMAT))}, de host biedt ${escaped(FORMAT)}`,
    ),
  );
  expect(accepted.output).toMatch(
    new RegExp(`gedeeld\\s+@portal/shared/data\\s+één instantie: de host biedt ${escaped(DATA)}`),
  );
  expect(accepted.output).toContain('De host laadt deze remote.');

  // Against a running host's manifest.
  const refused = await remoteCheck(
    manifestUrl(E2E_PORTS.professionalNextMajor),
    '--host',
    `${host.url}/mf-manifest.json`,
  );
  expect(refused.code).toBe(1);
  expect(refused.output).toMatch(
    new RegExp(
      `GEWEIGERD\\s+@portal/shared/data\\s+één instantie nodig: de remote vraagt \\^${escaped(majorAfter(DATA))} \\(een andere major\\), de host biedt ${escaped(DATA)}`,
    ),
  );
  expect(refused.output).toMatch(/eigen kopie\s+@portal\/shared\/format/);
  expect(refused.output).toContain('De host weigert deze remote');
});
