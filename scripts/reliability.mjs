// `pnpm test:reliability` (issue 41): two api processes behind a real nginx (Debian's, started here
// with a configuration of its own) on one PostgreSQL, in a database of the run's own (created and
// dropped here). The api processes reach PostgreSQL through a TCP proxy in this process, which the
// outage cuts: stopping the machine's cluster would take the database from everything else using it.
//
// It proves, and fails when it is not so:
// - a session made through one process is valid through the other; a logout through one is refused
//   through the other within the session cache's window (the time it took is printed);
// - sign-in throttling counts across both processes, per real client (nginx appends the client's
//   address to X-Forwarded-For, TRUST_PROXY=1);
// - 100 concurrent account creations and 100 concurrent registration submits spread over both:
//   every acknowledged write present exactly once;
// - `kill -9` of one process during 100 concurrent submits, RELIABILITY_ROUNDS rounds (default 10):
//   every acknowledged submit complete, 0 partial submissions, 0 duplicates, the other process keeps
//   answering; then the clients retry what was not acknowledged, and still nothing is twice;
// - PostgreSQL away for 5 s under load: only 200 or 503 answers, healthy within 10 s;
// - the scheduled jobs started on both processes at the same moment: each job runs once, each of its
//   items is handled once, and no mail anywhere in the run went out twice.
// The figures are printed and written to docs/reliability.md.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, waitForHttp } from './stack.mjs';

const ROUNDS = Number(process.env.RELIABILITY_ROUNDS ?? 10);
const PORT_BASE = Number(process.env.RELIABILITY_PORT_BASE ?? 4710);
const PORTS = {
  a: PORT_BASE,
  b: PORT_BASE + 1,
  // nginx: both processes balanced, and one port pinned to each (to say "through A", "through B").
  balanced: PORT_BASE + 100,
  pinnedA: PORT_BASE + 101,
  pinnedB: PORT_BASE + 102,
};
const SESSION_CACHE_MS = 3_000;
/** The proxy settings docker-compose.yml's api-balancer uses too (docs/nginx-api.conf). */
const PROXY_SETTINGS = resolve(ROOT, 'docs/nginx-api-proxy.conf');
const SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE = `portal_reliability_${process.pid}`;
const SECRETS = {
  APP_KEY: 'betrouwbaarheid-app-key-0123456789abcdef',
  PT_SHARED_SECRET: 'betrouwbaarheid-pt-secret-0123456789abcdef',
  PAYMENT_WEBHOOK_SECRET: 'betrouwbaarheid-payment-secret-0123456789ab',
  STAFF_SECRET: 'betrouwbaarheid-staff-secret-0123456789abcd',
};
const STAFF = 'medewerker@demo.nl';
const started = performance.now();
const failures = [];
const figures = {};

const fromApi = (path) => resolve(ROOT, 'api', path);
const { tsImport } = await import(fromApi('node_modules/tsx/dist/esm/api/index.mjs'));
const load = (path) => tsImport(fromApi(path), import.meta.url);
const { default: pg } = await import(fromApi('node_modules/pg/lib/index.js'));
const { openDatabase } = await load('src/db/connection.ts');
const { startCuttableProxy } = await load('testing/cuttable-proxy.ts');
const { TestBrowser } = await load('testing/test-browser.ts');
const { LOGOUT_MUTATION, DASHBOARD_QUERY } = await load('testing/operations.ts');
const { CREATE_ACCOUNT } = await load('testing/account-operations.ts');
const { SUBMIT_REGISTRATION } = await load('testing/professional-operations.ts');
const fixtures = await load('testing/reliability-fixtures.ts');

function check(condition, message) {
  if (!condition) {
    failures.push(message);
    console.error(`  ✗ ${message}`);
  }
}
const log = (line) => console.log(line);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

// ---------------------------------------------------------------- HTTP, from any loopback address
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One request to a port on this machine; `from` picks the client's loopback address. */
function call(
  port,
  path,
  { method = 'POST', headers = {}, body, from = '127.0.0.1', timeoutMs = 30_000 } = {},
) {
  return new Promise((done) => {
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent,
        localAddress: from,
        headers: {
          ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {
            json = null;
          }
          done({ status: response.statusCode, headers: response.headers, text, json });
        });
        response.on('error', () => done({ status: 0, text: '', json: null }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('time-out')));
    request.on('error', (error) => done({ status: 0, text: String(error.message), json: null }));
    request.end(payload);
  });
}

/** The api's TestBrowser (cookies, anti-forgery token) on a port, from one client address. */
function browserOn(port, from = '127.0.0.1') {
  return new TestBrowser(
    {
      fetch: async (request) => {
        const answer = await call(port, new URL(request.url).pathname, {
          method: request.method,
          headers: Object.fromEntries(request.headers),
          body: request.method === 'GET' ? undefined : await request.text(),
          from,
        });
        const headers = new Headers();
        for (const [name, value] of Object.entries(answer.headers ?? {})) {
          for (const one of [value].flat()) headers.append(name, one);
        }
        return new Response(answer.text, { status: answer.status || 502, headers });
      },
    },
    { baseUrl: `http://127.0.0.1:${port}`, ip: from },
  );
}

const signedInOn = async (browser) =>
  (await browser.portalInit()).body?.data?.portalInit?.session?.auth === true;

// ---------------------------------------------------------------- processes
const children = new Set();
const dataDir = mkdtempSync(join(tmpdir(), 'portal-reliability-'));

function startApi(name, port, databasePort) {
  // tsx's loader in this one process (not tsx's command line, which runs the server in a child of
  // its own): `kill -9` must take down the server itself.
  const loader = pathToFileURL(fromApi('node_modules/tsx/dist/loader.mjs')).href;
  const child = spawn(process.execPath, ['--import', loader, 'src/server.ts'], {
    cwd: fromApi('.'),
    env: {
      ...process.env,
      ...SECRETS,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: `postgres://postgres@127.0.0.1:${databasePort}/${DATABASE}`,
      DATABASE_SCHEMA: '',
      TRUST_PROXY: '1',
      SESSION_CACHE_MS: String(SESSION_CACHE_MS),
      // Every client of this run is on this machine: the creation limit per address would stop the 100.
      ACCOUNTS_PER_CLIENT_PER_HOUR: '100000',
      PORTAL_URL: `http://127.0.0.1:${PORTS.balanced}`,
      API_PUBLIC_URL: `http://127.0.0.1:${PORTS.balanced}`,
      SMTP_HOST: '',
      PAYMENT_PROVIDER: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.name = name;
  let errors = '';
  child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-3000)));
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!child.expectedExit) failures.push(`${name} stopte onverwacht (${signal ?? code}): ${errors.trim()}`);
  });
  children.add(child);
  return child;
}

async function healthy(port, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const answer = await call(port, '/health', { method: 'GET', timeoutMs: 2_000 });
    if (answer.status === 200 && answer.json?.status === 'ok') return true;
    await new Promise((done) => setTimeout(done, 100));
  }
  return false;
}

function stopChild(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  child.expectedExit = true;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill(signal);
  return exited;
}

function nginxConfig() {
  const upstream = (name, ports) => `
  upstream ${name} {
${ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 32;
  }`;
  const server = (port, upstreamName) => `
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://${upstreamName};
      include ${PROXY_SETTINGS};
      add_header X-Upstream $upstream_addr always;
    }
  }`;
  return `
worker_processes 1;
pid ${dataDir}/nginx.pid;
error_log ${dataDir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dataDir}/nginx-body;
  proxy_temp_path ${dataDir}/nginx-proxy;
  fastcgi_temp_path ${dataDir}/nginx-fastcgi;
  uwsgi_temp_path ${dataDir}/nginx-uwsgi;
  scgi_temp_path ${dataDir}/nginx-scgi;
${upstream('both', [PORTS.a, PORTS.b])}
${upstream('only_a', [PORTS.a])}
${upstream('only_b', [PORTS.b])}
${server(PORTS.balanced, 'both')}
${server(PORTS.pinnedA, 'only_a')}
${server(PORTS.pinnedB, 'only_b')}
}`;
}

// ---------------------------------------------------------------- the run
const admin = new pg.Client({ connectionString: SERVER_URL });
let proxy;
let database;
let db;
let nginx;
const api = {};

async function cleanUp() {
  agent.destroy();
  await Promise.all([...children].map((child) => stopChild(child)));
  await proxy?.close();
  await database?.close().catch(() => undefined);
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`).catch(() => undefined);
  await admin.end().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}

try {
  const nginxBinary = spawnSync('bash', [resolve(ROOT, 'scripts/ensure-nginx.sh')], { stdio: 'inherit' });
  if (nginxBinary.status !== 0) throw new Error('nginx kon niet worden geïnstalleerd.');
  await admin.connect();
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  const target = new URL(SERVER_URL);
  proxy = await startCuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });

  log(`Betrouwbaarheid: twee api-processen achter nginx op één PostgreSQL (database ${DATABASE}).`);
  // One after the other: the first migrates and adds the demo accounts, the second finds them.
  api.a = startApi('api A', PORTS.a, proxy.port);
  if (!(await healthy(PORTS.a))) throw new Error('api A startte niet.');
  api.b = startApi('api B', PORTS.b, proxy.port);
  if (!(await healthy(PORTS.b))) throw new Error('api B startte niet.');
  const direct = new URL(SERVER_URL);
  direct.pathname = `/${DATABASE}`;
  database = await openDatabase({ databaseUrl: direct.toString() });
  db = database.db;
  const configFile = join(dataDir, 'nginx.conf');
  writeFileSync(configFile, nginxConfig());
  nginx = spawn(
    'nginx',
    ['-p', dataDir, '-e', join(dataDir, 'nginx-error.log'), '-c', configFile, '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  nginx.name = 'nginx';
  children.add(nginx);
  nginx.on('exit', (code) => {
    children.delete(nginx);
    if (!nginx.expectedExit) failures.push(`nginx stopte onverwacht (${code}).`);
  });
  await waitForHttp(`http://127.0.0.1:${PORTS.balanced}/health`, 20_000);
  figures.startup = performance.now() - started;

  await sessionsAcrossProcesses();
  await throttlingAcrossProcesses();
  await concurrentCreations();
  await concurrentSubmits();
  await killRounds();
  await databaseAway();
  await jobsOnBoth();
  const duplicates = await fixtures.duplicateMails(db);
  figures.duplicateMails = duplicates.length;
  check(
    duplicates.length === 0,
    `${duplicates.length} e-mails gingen meer dan eens uit: ${JSON.stringify(duplicates.slice(0, 3))}`,
  );
} catch (error) {
  failures.push(`De run brak af: ${error instanceof Error ? error.stack : error}`);
} finally {
  figures.total = performance.now() - started;
  await cleanUp();
}

writeReport();
log(
  `\nKlaar in ${seconds(figures.total)}: ${failures.length === 0 ? 'alles klopt' : `${failures.length} problemen`}.`,
);
for (const failure of failures) console.error(`- ${failure}`);
log(`${failures.length === 0 ? 1 : 0} passed, ${failures.length === 0 ? 0 : 1} failed`);
process.exit(failures.length === 0 ? 0 : 1);

// ---------------------------------------------------------------- the parts

async function sessionsAcrossProcesses() {
  log('\nSessies over beide processen');
  const onA = browserOn(PORTS.pinnedA);
  const login = await onA.login('professional@demo.nl');
  check(login.body?.data?.loginPortalUser?.status === 'LOGGED_IN', `inloggen via A mislukte: ${login.text}`);
  const onB = browserOn(PORTS.pinnedB);
  for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
  const validOnB = await signedInOn(onB);
  check(validOnB, 'de sessie van A is niet geldig via B');
  figures.sessionAcross = validOnB;
  // B keeps the session now (it just looked it up); the logout through A must reach it.
  await signedInOn(onB);
  const before = performance.now();
  const out = await onA.gql(LOGOUT_MUTATION);
  check(out.status === 200, `uitloggen via A gaf ${out.status}`);
  let refusedAfter = null;
  while (performance.now() - before < SESSION_CACHE_MS + 2_000) {
    if (!(await signedInOn(onB))) {
      refusedAfter = performance.now() - before;
      break;
    }
  }
  figures.logoutWindowMs = refusedAfter;
  check(
    refusedAfter !== null && refusedAfter < SESSION_CACHE_MS,
    `uitloggen via A werd via B niet binnen ${SESSION_CACHE_MS} ms geweigerd (${refusedAfter})`,
  );
  log(
    `  sessie van A geldig via B: ${validOnB ? 'ja' : 'nee'}; uitloggen via A geweigerd via B na ${Math.round(refusedAfter ?? -1)} ms`,
  );
}

async function throttlingAcrossProcesses() {
  log('\nInlogbeperking over beide processen');
  // Five failures a minute per address and client: the sixth is refused unchecked, wherever it lands.
  const statuses = [];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const browser = browserOn(attempt % 2 === 0 ? PORTS.pinnedA : PORTS.pinnedB, '127.0.0.41');
    const answer = await browser.login('los@demo.nl', 'Fout-Wachtwoord-2026!');
    statuses.push(answer.body?.data?.loginPortalUser?.status ?? `HTTP ${answer.status}`);
  }
  const expected = [...Array(5).fill('INVALID_CREDENTIALS'), 'THROTTLED'];
  check(
    JSON.stringify(statuses) === JSON.stringify(expected),
    `pogingen A/B om en om: ${statuses.join(', ')}`,
  );
  // Another client (another address behind the same nginx) is not throttled by the first one's failures.
  const other = await browserOn(PORTS.balanced, '127.0.0.42').login('los@demo.nl');
  const otherStatus = other.body?.data?.loginPortalUser?.status;
  check(otherStatus === 'LOGGED_IN', `een andere client werd mee beperkt: ${otherStatus}`);
  figures.throttling = { statuses, otherStatus };
  log(`  6 foute pogingen, om en om via A en B: ${statuses.join(', ')}; een andere client: ${otherStatus}`);
}

async function concurrentCreations() {
  log('\n100 accounts tegelijk aangemaakt, verdeeld over beide processen');
  const emails = Array.from({ length: 100 }, (_, n) => `nieuw-${n}@betrouwbaarheid.test`);
  const upstreams = new Map();
  const answers = await Promise.all(
    emails.map(async (email, n) => {
      const browser = browserOn(PORTS.balanced, `127.0.1.${n + 1}`);
      await browser.portalInit();
      const password = 'Een-Goed-Wachtwoord-Betrouwbaar-1';
      const answer = await browser.gql(CREATE_ACCOUNT, {
        input: {
          type: 'professional',
          email,
          password,
          passwordConfirmation: password,
          initials: 'B.',
          firstName: 'Bram',
          lastName: 'Betrouwbaar',
          phone: '0612345678',
          acceptTerms: true,
        },
      });
      const upstream = answer.headers.get('x-upstream');
      upstreams.set(upstream, (upstreams.get(upstream) ?? 0) + 1);
      return { email, ok: answer.body?.data?.createAccount?.status === 'CREATED' };
    }),
  );
  const acknowledged = answers.filter((answer) => answer.ok).map((answer) => answer.email);
  const present = await fixtures.usersPerEmail(db, emails);
  const missing = acknowledged.filter((email) => present.get(email) !== 1);
  const extra = emails.filter((email) => (present.get(email) ?? 0) > 1);
  check(acknowledged.length === 100, `${100 - acknowledged.length} aanmaakverzoeken niet bevestigd`);
  check(
    missing.length === 0 && extra.length === 0,
    `bevestigd maar niet precies één keer: ${[...missing, ...extra].join(', ')}`,
  );
  figures.creations = {
    acknowledged: acknowledged.length,
    exactlyOnce: acknowledged.length - missing.length,
    upstreams: Object.fromEntries(upstreams),
  };
  log(
    `  bevestigd ${acknowledged.length}, precies één keer aanwezig ${acknowledged.length - missing.length}; per proces ${JSON.stringify(Object.fromEntries(upstreams))}`,
  );
}

/** 100 submits at once through nginx; which were acknowledged (the client got `pending`). */
async function submitAll(drafts, onAnswer = () => undefined) {
  const acknowledged = new Set();
  const upstreams = new Map();
  const statuses = new Map();
  await Promise.all(
    drafts.map(async (draft) => {
      const answer = await call(PORTS.balanced, '/graphql/portal', {
        headers: draft.headers,
        body: { query: SUBMIT_REGISTRATION, variables: { uuid: draft.itemId } },
      });
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const upstream = `${answer.headers?.['x-upstream'] ?? '?'} ${answer.status}`;
      upstreams.set(upstream, (upstreams.get(upstream) ?? 0) + 1);
      if (answer.json?.data?.submitRegistration?.status === 'pending') acknowledged.add(draft.itemId);
      onAnswer(answer);
    }),
  );
  return { acknowledged, upstreams: Object.fromEntries(upstreams), statuses: Object.fromEntries(statuses) };
}

async function concurrentSubmits() {
  log('\n100 aanvragen tegelijk ingediend, verdeeld over beide processen');
  const drafts = await fixtures.createReadyDrafts(db, SECRETS.APP_KEY, 'indienen', 100);
  const { acknowledged, upstreams } = await submitAll(drafts);
  const result = await fixtures.checkSubmissions(db, drafts, acknowledged);
  check(acknowledged.size === 100, `${100 - acknowledged.size} indieningen niet bevestigd`);
  check(
    result.complete === acknowledged.size,
    `${acknowledged.size - result.complete} bevestigde indieningen niet volledig`,
  );
  check(
    result.partial.length === 0 && result.duplicated.length === 0,
    `half ${result.partial.length}, dubbel ${result.duplicated.length}`,
  );
  figures.submits = {
    acknowledged: acknowledged.size,
    complete: result.complete,
    partial: result.partial.length,
    duplicated: result.duplicated.length,
    upstreams,
  };
  log(
    `  bevestigd ${acknowledged.size}, volledig en één keer ${result.complete}, half ${result.partial.length}, dubbel ${result.duplicated.length}; per proces ${JSON.stringify(upstreams)}`,
  );
}

async function killRounds() {
  log(`\nkill -9 van een proces tijdens 100 indieningen tegelijk, ${ROUNDS} rondes`);
  figures.rounds = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const victim = round % 2 === 1 ? 'a' : 'b';
    const survivorPort = victim === 'a' ? PORTS.pinnedB : PORTS.pinnedA;
    const drafts = await fixtures.createReadyDrafts(db, SECRETS.APP_KEY, `ronde-${round}`, 100);
    // The survivor is asked all along through nginx; it must answer every time. Its /health may say
    // 503 while its database pool is busy with its half of the submits (a ping waits at most 2 s): that
    // is an answer, counted apart; no answer at all (502/504 from nginx, a dropped connection) is not.
    let watching = true;
    const survivor = { asked: 0, failed: 0, ok: 0 };
    const watcher = (async () => {
      while (watching) {
        const answer = await call(survivorPort, '/health', { method: 'GET', timeoutMs: 10_000 });
        survivor.asked += 1;
        if (answer.status === 200) survivor.ok += 1;
        if (answer.status === 0 || answer.status === 502 || answer.status === 504) survivor.failed += 1;
        await new Promise((done) => setTimeout(done, 20));
      }
    })();
    const submitStart = performance.now();
    // In the middle of the submits: once the victim has answered some of its share (1 to 25 of about
    // 50), so others are on their way, in its transactions or just committed.
    const killAfterAnswers = 1 + Math.floor(Math.random() * 25);
    let victimAnswers = 0;
    let killNow;
    const timeToKill = new Promise((done) => (killNow = done));
    const submitting = submitAll(drafts, (answer) => {
      if (
        answer.headers?.['x-upstream'] === `127.0.0.1:${PORTS[victim]}` &&
        ++victimAnswers >= killAfterAnswers
      )
        killNow();
    });
    await Promise.race([timeToKill, submitting]);
    const killedAfter = performance.now() - submitStart;
    const answeredAtKill = victimAnswers;
    await stopChild(api[victim], 'SIGKILL');
    const { acknowledged, statuses, upstreams } = await submitting;
    watching = false;
    await watcher;
    const result = await fixtures.checkSubmissions(db, drafts, acknowledged);
    // A client whose submit was not acknowledged tries again: done or refused as already submitted.
    const retried = drafts.filter((draft) => !acknowledged.has(draft.itemId));
    const again = await submitAll(retried);
    const afterRetry = await fixtures.checkSubmissions(
      db,
      drafts,
      new Set([...acknowledged, ...again.acknowledged]),
    );
    const row = {
      round,
      killed: victim.toUpperCase(),
      killedAfterMs: Math.round(killedAfter),
      victimAnswered: answeredAtKill,
      answerLost: result.complete - acknowledged.size,
      acknowledged: acknowledged.size,
      statuses,
      complete: result.complete,
      untouched: result.untouched,
      partial: result.partial.length,
      duplicated: result.duplicated.length,
      lost: result.lostAcknowledged.length,
      survivorAsked: survivor.asked,
      survivorFailed: survivor.failed,
      survivorOk: survivor.ok,
      retried: retried.length,
      completeAfterRetry: afterRetry.complete,
      duplicatedAfterRetry: afterRetry.duplicated.length,
    };
    figures.rounds.push(row);
    check(
      result.lostAcknowledged.length === 0,
      `ronde ${round}: ${result.lostAcknowledged.length} bevestigde indieningen ontbreken`,
    );
    check(result.partial.length === 0, `ronde ${round}: ${result.partial.length} halve indieningen`);
    check(
      result.duplicated.length === 0 && afterRetry.duplicated.length === 0,
      `ronde ${round}: dubbele rijen`,
    );
    check(
      afterRetry.partial.length === 0,
      `ronde ${round}: na opnieuw proberen ${afterRetry.partial.length} half`,
    );
    check(survivor.failed === 0, `ronde ${round}: het andere proces antwoordde ${survivor.failed} keer niet`);
    // Every client that tried again holds a submitted application now.
    check(
      afterRetry.complete === 100,
      `ronde ${round}: na opnieuw proberen ${afterRetry.complete} van 100 ingediend`,
    );
    log(
      `  ronde ${round}: ${victim.toUpperCase()} gedood ${Math.round(killedAfter)} ms na de start, na ${answeredAtKill} antwoorden van dat proces ${JSON.stringify(upstreams)}; bevestigd ${acknowledged.size} (HTTP ${JSON.stringify(statuses)}), volledig ${result.complete} (waarvan ${result.complete - acknowledged.size} zonder antwoord), onaangeroerd ${result.untouched}, half ${result.partial.length}, dubbel ${result.duplicated.length}; het andere proces antwoordde ${survivor.asked - survivor.failed}/${survivor.asked} keer (${survivor.ok} keer 200); opnieuw geprobeerd ${retried.length}, daarna ingediend ${afterRetry.complete}`,
    );
    api[victim] = startApi(`api ${victim.toUpperCase()}`, PORTS[victim], proxy.port);
    if (!(await healthy(PORTS[victim])))
      throw new Error(`api ${victim.toUpperCase()} kwam niet terug na ronde ${round}.`);
    await balancedAgain();
  }
}

/**
 * After a process failed, nginx sends it one request when its fail_timeout has passed, and only
 * after that answer spreads requests over both again: ask until both have answered.
 */
async function balancedAgain() {
  const until = Date.now() + 10_000;
  const seen = new Set();
  while (seen.size < 2 && Date.now() < until) {
    const answer = await call(PORTS.balanced, '/health', { method: 'GET', timeoutMs: 2_000 });
    if (answer.status === 200) seen.add(answer.headers['x-upstream']);
    if (seen.size < 2) await new Promise((done) => setTimeout(done, 100));
  }
  if (seen.size < 2) throw new Error('nginx verdeelt niet meer over beide processen.');
}

async function databaseAway() {
  log('\nPostgreSQL 5 s weg onder belasting');
  const professional = browserOn(PORTS.balanced, '127.0.0.51');
  await professional.login('professional@demo.nl');
  const credentials = professional.credentials();
  const counts = {};
  let loading = true;
  const ask = () =>
    call(PORTS.balanced, '/graphql/portal', {
      headers: credentials,
      body: { query: DASHBOARD_QUERY, variables: {} },
      timeoutMs: 20_000,
    });
  const workers = Array.from({ length: 10 }, async () => {
    while (loading) {
      const answer = await ask();
      const key =
        answer.status === 503
          ? answer.json?.errors?.[0]?.message === 'Service Unavailable'
            ? '503'
            : '503 zonder melding'
          : String(answer.status);
      counts[key] = (counts[key] ?? 0) + 1;
      await new Promise((done) => setTimeout(done, 20));
    }
  });
  await new Promise((done) => setTimeout(done, 1_000));
  await proxy.cut();
  const cutAt = performance.now();
  await new Promise((done) => setTimeout(done, 5_000));
  await proxy.restore();
  const restoredAt = performance.now();
  // Healthy: both processes' /health say ok and a signed-in read through nginx answers 200.
  let healthyAfter = null;
  while (performance.now() - restoredAt < 15_000) {
    const [a, b, read] = await Promise.all([
      call(PORTS.pinnedA, '/health', { method: 'GET', timeoutMs: 2_000 }),
      call(PORTS.pinnedB, '/health', { method: 'GET', timeoutMs: 2_000 }),
      ask(),
    ]);
    if (a.json?.status === 'ok' && b.json?.status === 'ok' && read.status === 200 && !read.json?.errors) {
      healthyAfter = performance.now() - restoredAt;
      break;
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  await new Promise((done) => setTimeout(done, 1_000));
  loading = false;
  await Promise.all(workers);
  const other = Object.entries(counts).filter(([status]) => status !== '200' && status !== '503');
  check(
    other.length === 0,
    `andere antwoorden dan 200 of 503 met 'Service Unavailable': ${JSON.stringify(Object.fromEntries(other))}`,
  );
  check((counts['503'] ?? 0) > 0, 'geen enkel 503-antwoord terwijl PostgreSQL weg was');
  check(
    healthyAfter !== null && healthyAfter < 10_000,
    `niet gezond binnen 10 s na de terugkeer (${healthyAfter})`,
  );
  figures.outage = { counts, awayMs: restoredAt - cutAt, healthyAfterMs: healthyAfter };
  log(
    `  antwoorden ${JSON.stringify(counts)}; ${seconds(restoredAt - cutAt)} weg; gezond ${Math.round(healthyAfter ?? -1)} ms na de terugkeer`,
  );
}

async function jobsOnBoth() {
  log('\nGeplande taken op beide processen tegelijk gestart');
  const planted = await fixtures.plantUnattachedUploads(db, 'concept@demo.nl', 25);
  // As at the start of a new hour: this hour's slot is free again (the schedule's own first run took it).
  await db.execute(`DELETE FROM scheduled_job_runs`);
  const runJobs = (port) =>
    call(port, '/admin/staff', {
      headers: { 'x-staff-secret': SECRETS.STAFF_SECRET },
      body: { args: ['run-jobs', '--by', STAFF] },
    });
  const answers = await Promise.all([runJobs(PORTS.a), runJobs(PORTS.b)]);
  const outputs = answers.map((answer) => answer.json?.output ?? `HTTP ${answer.status}`);
  const lines = outputs.flatMap((output) => output.split('\n'));
  const jobs = [...new Set(lines.map((line) => line.split(':')[0]))];
  const perJob = jobs.map((job) => ({
    job,
    ran: lines.filter((line) => line.startsWith(`${job}: uitgevoerd`)).length,
    skipped: lines.filter((line) => line.startsWith(`${job}: overgeslagen`)).length,
  }));
  for (const { job, ran, skipped } of perJob) {
    check(ran === 1 && skipped === 1, `taak ${job}: ${ran} keer uitgevoerd, ${skipped} keer overgeslagen`);
  }
  const left = await db.execute(
    `SELECT count(*)::int AS n FROM medias WHERE id IN (${planted.map((id) => `'${id}'`).join(',')})`,
  );
  const leftCount = left.rows[0].n;
  check(leftCount === 0, `${leftCount} van de ${planted.length} achtergelaten uploads zijn er nog`);
  const runs = await db.execute(`SELECT job, slot, ran_by, outcome FROM scheduled_job_runs ORDER BY job`);
  figures.jobs = { perJob, planted: planted.length, left: leftCount, runs: runs.rows };
  log(
    `  ${perJob.map(({ job, ran, skipped }) => `${job}: ${ran}× uitgevoerd, ${skipped}× overgeslagen`).join('; ')}; uploads opgeruimd ${planted.length - leftCount}/${planted.length}`,
  );
}

function writeReport() {
  const rounds = figures.rounds ?? [];
  const sum = (key) => rounds.reduce((total, row) => total + (row[key] ?? 0), 0);
  const lines = [
    '# Reliability: two api processes behind nginx on one PostgreSQL',
    '',
    'Written by `pnpm test:reliability` (scripts/reliability.mjs, issue 41); every figure below is from its last',
    'run. The run fails on anything in **bold** that is not as stated.',
    '',
    `- Run: ${new Date().toISOString()}, ${cpus().length} cores, ${seconds(figures.total ?? 0)} in all (start-up ${seconds(figures.startup ?? 0)}).`,
    "- Set-up: two api processes (`NODE_ENV=production`, `TRUST_PROXY=1`, `SESSION_CACHE_MS=3000`) behind Debian's",
    "  nginx (round robin, plus one port pinned to each process), one PostgreSQL database of the run's own. The",
    '  processes reach PostgreSQL through a TCP proxy that the outage cuts (stopping the cluster would take the',
    '  database from everything else on the machine).',
    '',
    '## Sessions, throttling, concurrent writes',
    '',
    `- **A session made through A is valid through B**: ${figures.sessionAcross ? 'yes' : 'no'}.`,
    `- **A logout through A is refused through B within the cache window (${SESSION_CACHE_MS} ms)**: after ${figures.logoutWindowMs == null ? '—' : `${Math.round(figures.logoutWindowMs)} ms`} (LISTEN/NOTIFY).`,
    `- **Sign-in throttling counts across both**: six wrong passwords for one address from one client, alternately through A and B: ${(figures.throttling?.statuses ?? []).join(', ')}; another client (another address behind the same nginx) then signs in: ${figures.throttling?.otherStatus ?? '—'}.`,
    `- **100 concurrent account creations** (through the balanced port, 100 client addresses): ${figures.creations?.acknowledged ?? '—'} acknowledged, ${figures.creations?.exactlyOnce ?? '—'} present exactly once; per process ${JSON.stringify(figures.creations?.upstreams ?? {})}.`,
    `- **100 concurrent registration submits**: ${figures.submits?.acknowledged ?? '—'} acknowledged, ${figures.submits?.complete ?? '—'} complete exactly once (transition, VOG, registration, mail), ${figures.submits?.partial ?? '—'} partial, ${figures.submits?.duplicated ?? '—'} duplicated; per process ${JSON.stringify(figures.submits?.upstreams ?? {})}.`,
    '',
    `## kill -9 during 100 concurrent submits (${rounds.length} rounds)`,
    '',
    'Each round: 100 applications ready to submit, submitted at once through nginx; once the victim (A and',
    "B by turns) has answered 1 to 25 of its share, it is killed with SIGKILL while the other's `/health` is",
    'asked every 20 ms through nginx (answered: any HTTP answer of that process, a 503 while its pool is busy',
    'included; not a 502/504 or a dropped connection). "done, answer lost": complete in the database, but the',
    'client got 502. Then the clients whose submit was not acknowledged try again, as a person would, and the killed process is',
    'started again. **Every acknowledged submit complete, 0 partial, 0 duplicated, the other process answering**;',
    'after the retries every application submitted, still 0 duplicated.',
    '',
    '| round | killed (ms, after its answers) | acknowledged | HTTP | complete | done, answer lost | untouched | partial | duplicated | other process answered (200) | retried | submitted after retry |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rounds.map(
      (row) =>
        `| ${row.round} | ${row.killed} (${row.killedAfterMs} ms, ${row.victimAnswered}) | ${row.acknowledged} | ${Object.entries(
          row.statuses,
        )
          .map(([status, n]) => `${status}: ${n}`)
          .join(
            ', ',
          )} | ${row.complete} | ${row.answerLost} | ${row.untouched} | ${row.partial} | ${row.duplicated} | ${row.survivorAsked - row.survivorFailed}/${row.survivorAsked} (${row.survivorOk}) | ${row.retried} | ${row.completeAfterRetry} |`,
    ),
    `| all | | ${sum('acknowledged')} | | ${sum('complete')} | ${sum('answerLost')} | ${sum('untouched')} | ${sum('partial')} | ${sum('duplicated')} | | ${sum('retried')} | ${sum('completeAfterRetry')} |`,
    '',
    'HTTP 502 is nginx answering for the killed process: the request was sent there, and nginx does not',
    'send a POST to another process once it was sent (it could have been done). Such a submit is either',
    'complete or untouched, never half, and its retry finishes it or finds it submitted.',
    '',
    '## PostgreSQL away for 5 s under load',
    '',
    `10 clients ask the professional's dashboard through nginx, one after the other, while PostgreSQL is cut for ${seconds(figures.outage?.awayMs ?? 0)}.`,
    `- **Only 200 or 503 ('Service Unavailable')**: ${JSON.stringify(figures.outage?.counts ?? {})}.`,
    `- **Healthy within 10 s** (both processes' /health ok and a signed-in read 200): ${figures.outage?.healthyAfterMs == null ? '—' : `${Math.round(figures.outage.healthyAfterMs)} ms`} after PostgreSQL returned.`,
    '',
    '## Scheduled jobs started on both processes at once',
    '',
    "`pnpm staff run-jobs` sent to both processes' admin endpoints at the same moment, after this hour's slots",
    'were cleared (as at the start of an hour), with 25 uploads nobody attached, two days old.',
    `- **Each job ran in one process**: ${(figures.jobs?.perJob ?? []).map(({ job, ran, skipped }) => `${job} ran ${ran}×, skipped ${skipped}×`).join('; ')}.`,
    `- Uploads removed: ${figures.jobs ? figures.jobs.planted - figures.jobs.left : '—'} of ${figures.jobs?.planted ?? '—'}.`,
    `- **No mail of the whole run went out twice** (same address and subject): ${figures.duplicateMails ?? '—'} duplicates.`,
    '',
    `Result: ${failures.length === 0 ? 'every check held.' : `${failures.length} checks failed:`}`,
    ...failures.map((failure) => `- ${failure.split('\n')[0]}`),
    '',
  ];
  const report = resolve(ROOT, 'docs/reliability.md');
  writeFileSync(report, lines.join('\n'));
  // In the project's own format, so the committed report passes `pnpm lint` as written.
  spawnSync(process.execPath, [resolve(ROOT, 'node_modules/prettier/bin/prettier.cjs'), '--write', report], {
    stdio: 'ignore',
  });
}
