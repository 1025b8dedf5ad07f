// `pnpm bench`: starts the api on a fresh embedded database and measures its two busiest calls with
// autocannon (50 connections, 5 s each). It prints figures; it does not fail on them (timings vary
// with the machine; the budgets that fail are the deterministic bundle sizes).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { ROOT, waitForHttp } from './stack.mjs';

const PORT = 4300;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const api = spawn(process.execPath, [resolve(ROOT, 'api/node_modules/tsx/dist/cli.mjs'), 'src/server.ts'], {
  cwd: resolve(ROOT, 'api'),
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: 'production' },
  stdio: 'ignore',
});

const PORTAL_INIT = JSON.stringify({
  query:
    'query portalInitQuery($uri: String) { portalInit(uri: $uri) { session { auth maintenance banner } } }',
  variables: { uri: '' },
});

function run(title, options) {
  return new Promise((done, fail) => {
    autocannon({ connections: 50, duration: 5, ...options }, (error, result) => {
      if (error) return fail(error);
      console.log(
        `${title}: ${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, ` +
          `p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors`,
      );
      done();
    });
  });
}

try {
  await waitForHttp(`http://127.0.0.1:${PORT}/health`, 120000);
  await run('GET /health', { url: `http://127.0.0.1:${PORT}/health` });
  await run('portalInitQuery (guest, PGlite)', {
    url: `http://127.0.0.1:${PORT}/graphql/portal_public`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: PORTAL_INIT,
  });
} finally {
  api.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
