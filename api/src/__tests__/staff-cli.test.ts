import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createTestApp, testConfig, TEST_STAFF_SECRET, type TestApp } from '../../testing/test-app';
import { provideConfiguredPglite } from '../../testing/test-database';
import { createMemoryErrorLog } from '../../testing/memory-error-log';
import { LOGIN_AS_MUTATION } from '../../testing/operations';
import type { Config } from '../config/env';
import { openConfiguredDatabase } from '../db/open-configured';
import { readPortalFlags, setPortalFlag } from '../db/queries/settings';
import { mailQueue, outbox } from '../db/schema';
import { SmtpMailer } from '../mail/smtp-mailer';
import { BY_REQUIRED_MESSAGE, runStaffCommand, type StaffCommand } from '../staff/commands';
import { announceRunningApi, API_ENDPOINT_FILE } from '../staff/running-api';
import { runStaffCli } from '../staff/staff-cli';

let t: TestApp;
let server: Server;
const tempDirs: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  server = createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await announceRunningApi(t.config, (server.address() as AddressInfo).port);
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});
afterEach(() => setPortalFlag(t.db, 'maintenance', false));

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-staff-'));
  tempDirs.push(dir);
  return dir;
}

/** Runs a staff command given by the demo staff member (`--by medewerker@demo.nl`) unless `by: false`. */
async function staff(args: string[], config: Config = t.config, options: { by?: boolean } = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const given =
    options.by === false || args.includes('--by') ? args : [...args, '--by', 'medewerker@demo.nl'];
  const code = await runStaffCli(given, config, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A configuration on this test's database whose api is not running (nothing listens on port 9). */
async function configWithoutApi(): Promise<Config> {
  const dataDir = await tempDir();
  await provideConfiguredPglite(dataDir);
  return testConfig(dataDir, { ...t.testDatabase.env, PORT: '9' });
}

describe('pnpm staff, through the running api', () => {
  it('switches maintenance on and off', async () => {
    expect(await staff(['maintenance', 'on'])).toEqual({
      code: 0,
      out: 'Onderhoudsmodus staat nu aan.',
      err: '',
    });
    expect((await readPortalFlags(t.db)).maintenance).toBe(true);
    expect((await staff(['maintenance', 'off'])).out).toBe('Onderhoudsmodus staat nu uit.');
    expect((await readPortalFlags(t.db)).maintenance).toBe(false);
  });

  it('switches the banner', async () => {
    expect((await staff(['banner', 'on'])).out).toBe('De banner staat nu aan.');
    expect((await readPortalFlags(t.db)).banner).toBe(true);
    await staff(['banner', 'off']);
  });

  it('prints a one-time login-as link that opens the account once', async () => {
    const result = await staff(['login-as', 'professional@demo.nl', '--by', 'medewerker@demo.nl']);
    expect(result.code).toBe(0);
    const token = result.out.match(/http:\/\/portal\.test\/loginas\/([\w-]+)$/m)?.[1];
    expect(token).toBeDefined();
    const browser = t.browser();
    await browser.portalInit();
    const first = await browser.gql(LOGIN_AS_MUTATION, { token });
    expect(first.body.data.loginAsPortalUser.status).toBe('LOGGED_IN');
    const second = await t.browser().gql(LOGIN_AS_MUTATION, { token });
    expect(second.status).toBe(419); // a fresh browser without a token cannot even try
  });

  it('refuses login-as for unknown and staff accounts', async () => {
    for (const email of ['niemand@demo.nl', 'medewerker@demo.nl']) {
      const result = await staff(['login-as', email, '--by', 'medewerker@demo.nl']);
      expect(result.code).toBe(1);
      expect(result.err).toBe(`Er is geen portaalgebruiker met e-mailadres ${email}.`);
    }
  });

  it('lists the outbox', async () => {
    expect((await staff(['mail'])).out).toBe('De outbox is leeg.');
    await t.db.insert(outbox).values({ to: 'professional@demo.nl', subject: 'Welkom', text: 'Hallo' });
    const result = await staff(['mail']);
    expect(result.out).toMatch(/^1 e-mail\(s\) in de outbox/);
    expect(result.out).toMatch(/aan professional@demo\.nl: Welkom/);
  });

  it("shows the full text of the mails to one address, and nobody else's", async () => {
    await t.db
      .insert(outbox)
      .values({ to: 'nieuw@demo.nl', subject: 'Activeer', text: 'Klik op https://x/a/1' });
    const result = await staff(['mail', 'nieuw@demo.nl']);
    expect(result.out).toMatch(/aan nieuw@demo\.nl: Activeer\nKlik op https:\/\/x\/a\/1/);
    expect(result.out).not.toMatch(/professional@demo\.nl/);
  });

  it('shows the SMTP queue, each mail queued, sent or failed, without any body', async () => {
    await t.db.delete(mailQueue);
    const smtp = new SmtpMailer(
      { host: '127.0.0.1', port: 9, user: undefined, password: undefined },
      'portaal@demo.nl',
      t.db,
      createMemoryErrorLog(),
    );
    const mail = (command: StaffCommand) =>
      runStaffCommand(t.db, t.config.portalUrl, { ...command, by: 'medewerker@demo.nl' }, smtp);
    expect((await mail({ name: 'mail' })).output).toBe('De e-mailwachtrij is leeg.');
    await t.db.insert(mailQueue).values([
      {
        to: 'a@demo.nl',
        subject: 'Wachtend',
        text: 'link https://x/geheim-1',
        createdAt: new Date('2026-01-01T10:00:00Z'),
      },
      {
        to: 'b@demo.nl',
        subject: 'Verzonden',
        status: 'sent',
        sentAt: new Date('2026-01-01T11:01:00Z'),
        createdAt: new Date('2026-01-01T11:00:00Z'),
      },
      {
        to: 'a@demo.nl',
        subject: 'Mislukt',
        text: 'link https://x/geheim-2',
        status: 'failed',
        attempts: 10,
        lastError: 'Connection refused',
        createdAt: new Date('2026-01-01T12:00:00Z'),
      },
    ]);
    const all = await mail({ name: 'mail' });
    expect(all.ok).toBe(true);
    expect(all.output.split('\n')).toEqual([
      '3 e-mail(s) in de e-mailwachtrij (SMTP, nieuwste eerst, zonder inhoud):',
      '2026-01-01T12:00:00.000Z  aan a@demo.nl: Mislukt  [mislukt na 10 poging(en); laatste fout: Connection refused]',
      '2026-01-01T11:00:00.000Z  aan b@demo.nl: Verzonden  [verzonden 2026-01-01T11:01:00.000Z]',
      expect.stringMatching(
        /^2026-01-01T10:00:00\.000Z {2}aan a@demo\.nl: Wachtend {2}\[in de wachtrij, volgende poging \S+Z\]$/,
      ),
    ]);
    const one = await mail({ name: 'mail', email: 'A@demo.nl' });
    expect(one.output).toMatch(/^2 e-mail\(s\) in de e-mailwachtrij/);
    expect(one.output).not.toMatch(/b@demo\.nl/);
    for (const output of [all.output, one.output]) expect(output).not.toMatch(/geheim/);
    expect((await mail({ name: 'mail', email: 'c@demo.nl' })).output).toBe(
      'Er staan geen e-mails aan c@demo.nl in de e-mailwachtrij.',
    );
    await t.db.delete(mailQueue);
  });

  it("lists a user's invoices with their payment links", async () => {
    const result = await staff(['invoices', 'professional@demo.nl']);
    // The demo holds last year's paid invoice and this year's open one.
    expect(result.out).toMatch(/^Facturen van professional@demo\.nl:\n/);
    expect(result.out).toMatch(
      /^\S+\s+open\s+vervalt \d{4}-\d{2}-\d{2}\s+http\S+\/betaling\/[0-9a-f-]{36}$/m,
    );
    expect((await staff(['invoices', 'medewerker@demo.nl'])).code).toBe(1);
  });

  it('stops with a Dutch message when the secret is wrong', async () => {
    const wrong = { ...t.config, staffSecret: 'niet-het-geheim' };
    const result = await staff(['maintenance', 'on'], wrong);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/weigert de opdracht: het staff-geheim klopt niet/);
    expect((await readPortalFlags(t.db)).maintenance).toBe(false);
  });

  it('refuses every command without an active staff member in --by, in Dutch, doing nothing', async () => {
    for (const args of [
      ['maintenance', 'on'],
      ['maintenance', 'on', '--by', 'professional@demo.nl'],
      ['maintenance', 'on', '--by', 'niemand@demo.nl'],
    ]) {
      const result = await staff(args, t.config, { by: false });
      expect(result.code).toBe(1);
      expect(result.err).toMatch(/medewerker.*Er is niets gedaan\.$/s);
      expect((await readPortalFlags(t.db)).maintenance).toBe(false);
    }
    const withoutBy = await staff(['mail'], t.config, { by: false });
    expect(withoutBy.err).toBe(BY_REQUIRED_MESSAGE);
  });

  it('explains usage and exits 2 on a bad command', async () => {
    for (const args of [[], ['maintenance'], ['maintenance', 'misschien'], ['opruimen']]) {
      const result = await staff(args);
      expect(result.code).toBe(2);
      expect(result.err).toMatch(/Gebruik: pnpm staff <opdracht>/);
    }
  });
});

describe('admin endpoint', () => {
  const post = (headers: Record<string, string>, clientIp = '127.0.0.1') =>
    t.app.fetch(
      new Request('http://127.0.0.1/admin/staff', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ args: ['maintenance', 'on', '--by', 'medewerker@demo.nl'] }),
      }),
      { clientIp },
    );

  it('refuses a wrong or missing secret', async () => {
    expect((await post({ 'x-staff-secret': 'fout' })).status).toBe(403);
    expect((await post({})).status).toBe(403);
    expect((await readPortalFlags(t.db)).maintenance).toBe(false);
  });

  it('refuses clients that are not on this machine, and forwarded requests', async () => {
    expect((await post({ 'x-staff-secret': TEST_STAFF_SECRET }, '10.1.2.3')).status).toBe(403);
    expect((await post({ 'x-staff-secret': TEST_STAFF_SECRET, 'x-forwarded-for': '10.1.2.3' })).status).toBe(
      403,
    );
    expect((await readPortalFlags(t.db)).maintenance).toBe(false);
    expect((await post({ 'x-staff-secret': TEST_STAFF_SECRET })).status).toBe(200);
  });
});

describe('pnpm staff without a running api', () => {
  it('opens the database itself', async () => {
    const config = await configWithoutApi();
    const result = await staff(['maintenance', 'on'], config);
    expect(result).toEqual({ code: 0, out: 'Onderhoudsmodus staat nu aan.', err: '' });
    const database = await openConfiguredDatabase(config);
    try {
      expect((await readPortalFlags(database.db)).maintenance).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('never opens the embedded database while the api process lives but does not answer', async () => {
    const dataDir = await tempDir();
    await writeFile(
      path.join(dataDir, API_ENDPOINT_FILE),
      JSON.stringify({ url: 'http://127.0.0.1:9', pid: process.pid }),
    );
    const result = await staff(['maintenance', 'on'], testConfig(dataDir, { PORT: '9' }));
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/draait maar antwoordt niet/);
  });

  it('works as a command: `tsx src/cli/staff.ts` prints Dutch usage and exits 2', async () => {
    const run = promisify(execFile);
    const tsx = path.join(__dirname, '..', '..', 'node_modules', '.bin', 'tsx');
    const failure = await run(tsx, [path.join(__dirname, '..', 'cli', 'staff.ts'), 'verkeerd'], {
      env: { ...process.env, DATA_DIR: await tempDir() },
    }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in failure && failure.code).toBe(2);
    expect('stderr' in failure && failure.stderr).toMatch(/Onbekende opdracht: verkeerd/);
  });
});
