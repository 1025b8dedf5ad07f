// `pnpm bench` (issue 8): the api under load beside a bare graphql-yoga server (`{ hello }`), in the
// same run, on PostgreSQL and on PGlite. autocannon, 50 connections, 10 s per call: `{ __typename }`,
// the host's portalInitQuery as a guest and signed in as professional@demo.nl, and the professional's
// dashboard query, with the operations' texts as Apollo Client sends them (read from the shared and
// the remote's documents, __typename added by Apollo's own transform). It prints req/s, p50, p95, p99
// and the ratio to the bare server, and whether the goals are met (printed only: timings depend on the
// machine). It fails on what is deterministic: a socket error, a timeout, or any answer but 200.
//
// `node scripts/bench-api.mjs --bare <port>` is the bare server itself (a process of its own).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ROOT, waitForHttp } from './stack.mjs';

const fromApi = createRequire(resolve(ROOT, 'api/package.json'));
const THIS_FILE = fileURLToPath(import.meta.url);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

if (process.argv[2] === '--bare') {
  const { createSchema, createYoga } = fromApi('graphql-yoga');
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: 'type Query { hello: String }',
      resolvers: { Query: { hello: () => 'hallo' } },
    }),
    logging: false,
    graphiql: false,
  });
  createServer(yoga).listen(Number(process.argv[3]), '127.0.0.1');
} else {
  await bench();
}

async function bench() {
  const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const failures = [];
  const rows = [];
  const children = [];

  const operations = clientOperationsAsSent();
  const body = (query, variables = {}) => JSON.stringify({ query, variables });
  const { tsImport } = await import(resolve(ROOT, 'api/node_modules/tsx/dist/esm/api/index.mjs'));
  const { TestBrowser } = await tsImport(resolve(ROOT, 'api/testing/test-browser.ts'), import.meta.url);

  function start(name, args, options) {
    const child = spawn(process.execPath, args, { ...options, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-4000)));
    child.on('exit', (code) => {
      if (code && !child.stopping) failures.push(`${name} stopte (code ${code}): ${errors.trim()}`);
    });
    children.push(child);
    return child;
  }
  const stop = async (child) => {
    child.stopping = true;
    if (child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  };

  /** One measurement; every answer must be 200. */
  function measure(database, call, target) {
    return new Promise((done, fail) => {
      const latencies = [];
      let wrongStatus = 0;
      const instance = autocannon(
        // autocannon's own time-out (10 s) would cut off answers the api still gives within its
        // limit (OPERATION_TIME_LIMIT_MS, 15 s, then a 503): beyond that, the api's answer counts.
        { connections: CONNECTIONS, duration: SECONDS, timeout: 20, method: 'POST', ...target },
        (error, result) => {
          if (error) return fail(error);
          latencies.sort((a, b) => a - b);
          const at = (p) =>
            Math.round(
              latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN,
            );
          const row = {
            database,
            call,
            rps: result.requests.total / SECONDS,
            p50: at(50),
            p95: at(95),
            p99: at(99),
          };
          rows.push(row);
          const problems = [
            result.errors > 0 && `${result.errors} socketfouten`,
            result.timeouts > 0 && `${result.timeouts} time-outs`,
            wrongStatus > 0 && `${wrongStatus} antwoorden anders dan 200`,
          ].filter(Boolean);
          if (problems.length > 0) failures.push(`${call} (${database}): ${problems.join(', ')}`);
          done(row);
        },
      );
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        latencies.push(responseTime);
        if (statusCode !== 200) wrongStatus += 1;
      });
    });
  }

  /** A second of load first, not counted: the code paths are compiled before the clock runs. */
  const warmUp = (target) =>
    new Promise((done) => autocannon({ connections: 10, duration: 1, method: 'POST', ...target }, done));

  /** One call before measuring: it must answer as the portal expects, else the figures mean nothing. */
  async function check(call, target, expect) {
    const response = await fetch(target.url, { method: 'POST', headers: target.headers, body: target.body });
    const answer = await response.json().catch(() => null);
    if (response.status !== 200 || answer?.errors || !expect(answer?.data)) {
      throw new Error(
        `${call} antwoordt niet zoals verwacht (${response.status}): ${JSON.stringify(answer)}`,
      );
    }
  }

  async function measureApi(database, env) {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
    const api = start(
      `api (${database})`,
      [resolve(ROOT, 'api/node_modules/tsx/dist/cli.mjs'), 'src/server.ts'],
      {
        cwd: resolve(ROOT, 'api'),
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          NODE_ENV: 'production',
          ...env,
        },
      },
    );
    try {
      await Promise.race([
        waitForHttp(`${base}/health`, 120000),
        new Promise((_, fail) =>
          api.once('exit', () => fail(new Error(`de api (${database}) startte niet`))),
        ),
      ]);
      // Signing in goes through the api's own login mutation with its anti-forgery token, exactly as
      // the api's tests do it (one implementation: TestBrowser).
      const browser = new TestBrowser({ fetch: (request) => fetch(request) }, { baseUrl: base });
      const login = await browser.login('professional@demo.nl');
      if (login.body?.data?.loginPortalUser?.status !== 'LOGGED_IN')
        throw new Error(`Inloggen als professional@demo.nl mislukte: ${login.text}`);
      const guest = new TestBrowser({ fetch: (request) => fetch(request) }, { baseUrl: base });
      await guest.portalInit();

      const post = (path, payload, headers) => ({
        url: `${base}${path}`,
        headers: { 'content-type': 'application/json', ...headers },
        body: payload,
      });
      const calls = [
        [
          '{ __typename }',
          post('/graphql/portal_public', body('{ __typename }'), guest.credentials()),
          (d) => d?.__typename === 'Query',
        ],
        [
          'portalInitQuery, gast',
          post('/graphql/portal_public', body(operations.portalInit, { uri: '' }), guest.credentials()),
          (d) => d?.portalInit.session.auth === false,
        ],
        [
          'portalInitQuery, ingelogd',
          post('/graphql/portal_public', body(operations.portalInit, { uri: '' }), browser.credentials()),
          (d) => d?.portalInit.session.auth === true,
        ],
        [
          'professionalDashboardQuery',
          post('/graphql/portal', body(operations.dashboard), browser.credentials()),
          (d) => Boolean(d?.professionalDashboard.registration),
        ],
      ];
      for (const [call, target, expect] of calls) {
        await check(call, target, expect);
        await warmUp(target);
        await measure(database, call, target);
        await check(call, target, expect);
      }
    } finally {
      await stop(api);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  const barePort = await freePort();
  const bare = start('kale graphql-yoga', [THIS_FILE, '--bare', String(barePort)], {});
  const bareTarget = {
    url: `http://127.0.0.1:${barePort}/graphql`,
    headers: { 'content-type': 'application/json' },
    body: body('{ hello }'),
  };
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  try {
    await waitForHttp(`http://127.0.0.1:${barePort}/graphql?query=%7Bhello%7D`, 30000);
    await check('kale graphql-yoga', bareTarget, (d) => d?.hello === 'hallo');
    await warmUp(bareTarget);
    for (const [database, env] of [
      // PostgreSQL in production wants its shared secrets configured: fresh ones for this run.
      ['PostgreSQL', { DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: schema, ...freshSecrets() }],
      ['PGlite', {}],
    ]) {
      // The bare server is measured right before each database's calls: the ratio compares like with like.
      await measure(database, 'kale graphql-yoga { hello }', bareTarget);
      await measureApi(database, env);
    }
  } catch (error) {
    failures.push(error.message);
  } finally {
    await stop(bare);
    await dropSchema(POSTGRES_URL, schema).catch((error) =>
      failures.push(`schema ${schema} opruimen: ${error.message}`),
    );
  }

  printTable(rows);
  printGoals(rows);
  if (failures.length > 0) {
    for (const failure of failures) console.error(`FOUT ${failure}`);
    process.exit(1);
  }
}

/** portalInitQuery and the dashboard query from the clients' own documents, as Apollo Client sends them. */
function clientOperationsAsSent() {
  const { operationsIn } = fromApi(resolve(ROOT, 'shared/build/client-operations.cjs'));
  const fromHost = createRequire(resolve(ROOT, 'host/package.json'));
  const { parse, print } = fromHost('graphql');
  const { addTypenameToDocument } = fromHost('@apollo/client/utilities');
  const asSent = (text) => print(addTypenameToDocument(parse(text)));
  return {
    portalInit: asSent(operationsIn('shared/src/graphql/operations').portalInitQuery),
    dashboard: asSent(operationsIn('remote-professional/src/features').professionalDashboardQuery),
  };
}

function freshSecrets() {
  const secret = () => randomBytes(32).toString('hex');
  return { APP_KEY: secret(), PT_SHARED_SECRET: secret(), PAYMENT_WEBHOOK_SECRET: secret() };
}

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

async function dropSchema(url, schema) {
  const pg = fromApi('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

function printTable(rows) {
  const bareOf = (database) => rows.find((row) => row.database === database && row.call.startsWith('kale'));
  const header = ['database', 'aanroep', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 't.o.v. kaal'];
  const lines = rows.map((row) => [
    row.database,
    row.call,
    String(Math.round(row.rps)),
    String(row.p50),
    String(row.p95),
    String(row.p99),
    `${Math.round((row.rps / bareOf(row.database).rps) * 100)} %`,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
  const format = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(`\nautocannon, ${CONNECTIONS} verbindingen, ${SECONDS} s per aanroep\n`);
  console.log(format(header));
  console.log(format(widths.map((width) => '-'.repeat(width))));
  for (const line of lines) console.log(format(line));
}

function printGoals(rows) {
  const bare = rows.find((row) => row.database === 'PostgreSQL' && row.call.startsWith('kale'));
  const signedIn = rows.find(
    (row) => row.database === 'PostgreSQL' && row.call === 'portalInitQuery, ingelogd',
  );
  if (!bare || !signedIn) return;
  const ratio = signedIn.rps / bare.rps;
  const verdict = (met) => (met ? 'gehaald' : 'NIET gehaald');
  console.log(
    `\nDoel (PostgreSQL) portalInitQuery ingelogd >= 50 % van de kale server: ${Math.round(ratio * 100)} %, ${verdict(ratio >= 0.5)}`,
  );
  console.log(
    `Doel (PostgreSQL) portalInitQuery ingelogd p95 <= 100 ms: ${signedIn.p95} ms, ${verdict(signedIn.p95 <= 100)}`,
  );
}
