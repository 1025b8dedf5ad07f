// `pnpm bench`: starts the api on a fresh embedded database and measures its busiest calls with
// autocannon (50 connections, 5 s each): the bare `{ __typename }`, the host's exact portalInitQuery as
// a guest and signed in, and the professional's dashboard. It prints figures and fails only on socket
// errors or 5xx answers (timings vary with the machine; the budgets that fail are deterministic).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { ROOT, waitForHttp } from './stack.mjs';

const PORT = 4300;
const BASE = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const api = spawn(process.execPath, [resolve(ROOT, 'api/node_modules/tsx/dist/cli.mjs'), 'src/server.ts'], {
  cwd: resolve(ROOT, 'api'),
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: 'production' },
  stdio: 'ignore',
});

// The operations' texts exactly as the host and the api's tests send them (TypeScript, read through tsx).
const { tsImport } = await import(resolve(ROOT, 'api/node_modules/tsx/dist/esm/api/index.mjs'));
const operations = await tsImport(resolve(ROOT, 'api/testing/operations.ts'), import.meta.url);
const body = (query, variables = {}) => JSON.stringify({ query, variables });
const PORTAL_INIT = body(operations.PORTAL_INIT_QUERY, { uri: '' });
const failures = [];

/** Signs in like the portal (portalInit for the anti-forgery token, then the login mutation). */
async function signIn(email) {
  const cookies = new Map();
  const post = async (query, variables) => {
    const response = await fetch(`${BASE}/graphql/portal_public`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-xsrf-token': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
      },
      body: body(query, variables),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return response.json();
  };
  await post(operations.PORTAL_INIT_QUERY, { uri: '' });
  const login = await post(operations.LOGIN_MUTATION, { username: email, password: 'Demo-Wachtwoord-2026!' });
  if (login.data?.loginPortalUser?.status !== 'LOGGED_IN') throw new Error(`Inloggen als ${email} mislukte`);
  return {
    cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    'x-xsrf-token': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
  };
}

function run(title, options) {
  return new Promise((done, fail) => {
    autocannon({ connections: 50, duration: 5, ...options }, (error, result) => {
      if (error) return fail(error);
      console.log(
        `${title}: ${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, ` +
          `p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms, ` +
          `${result.non2xx} non-2xx, ${result.errors} errors`,
      );
      if (result.errors > 0 || result['5xx'] > 0)
        failures.push(`${title}: ${result.errors} socketfouten, ${result['5xx']} 5xx`);
      done();
    });
  });
}

try {
  await waitForHttp(`${BASE}/health`, 120000);
  const graphql = (path, payload, headers = {}) => ({
    url: `${BASE}${path}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: payload,
  });
  await run('GET /health', { url: `${BASE}/health` });
  await run('{ __typename } (PGlite)', graphql('/graphql/portal_public', body('{ __typename }')));
  await run('portalInitQuery als gast (PGlite)', graphql('/graphql/portal_public', PORTAL_INIT));
  const professional = await signIn('professional@demo.nl');
  await run(
    'portalInitQuery ingelogd als professional (PGlite)',
    graphql('/graphql/portal_public', PORTAL_INIT, professional),
  );
  await run(
    'professionalDashboardQuery (PGlite)',
    graphql('/graphql/portal', body(operations.DASHBOARD_QUERY), professional),
  );
} finally {
  api.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
if (failures.length > 0) {
  for (const failure of failures) console.error(`FOUT ${failure}`);
  process.exit(1);
}
