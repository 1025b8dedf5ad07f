// docker-compose.yml runs the api as `pnpm test:reliability` proves it (issue 41, docs/reliability.md):
// two replicas on one PostgreSQL, reached only through nginx with the same proxy settings as the
// script's nginx, configured alike (shared secrets, production, LISTEN on), and told how many proxies
// stand in front of them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const read = (path) => readFileSync(resolve(root, path), 'utf8');
const compose = read('docker-compose.yml');
const balancerConfig = read('docs/nginx-api.conf');
const script = read('scripts/reliability.mjs');

/** The lines of one top-level service, up to the next service or the end of `services`. */
function serviceBlock(name) {
  const match = compose.match(new RegExp(`\\n  ${name}:[^\\n]*\\n((?:    [^\\n]*\\n|\\s*\\n)*)`));
  assert.ok(match, `docker-compose.yml mist de service ${name}`);
  return match[1];
}

/** `NAME: value` in a service's environment, quotes dropped. */
function setting(block, name) {
  return block.match(new RegExp(`\\n {6}${name}: '?([^'\\n]*)'?\\n`))?.[1];
}

const api = serviceBlock('api');
const balancer = serviceBlock('api-balancer');
const host = serviceBlock('host');

test('the api runs as the two processes the script starts, on one PostgreSQL', () => {
  assert.match(api, /deploy: \{ replicas: 2 \}/);
  assert.match(script, /api\.a = startApi\(/);
  assert.match(script, /api\.b = startApi\(/);
  assert.equal(setting(api, 'DATABASE_URL'), 'postgres://portal:portal@postgres:5432/portal');
});

test('the replicas are configured as the script configures its processes', () => {
  assert.equal(setting(api, 'NODE_ENV'), 'production');
  assert.match(script, /NODE_ENV: 'production'/);
  // Generated secrets would differ per replica: a session or a link made by one must hold on the other.
  for (const secret of ['APP_KEY', 'PT_SHARED_SECRET', 'PAYMENT_WEBHOOK_SECRET', 'STAFF_SECRET']) {
    assert.match(
      setting(api, secret) ?? '',
      new RegExp(`^\\$\\{${secret}:\\?`),
      `${secret} moet gezet worden`,
    );
    assert.match(script, new RegExp(`${secret}: '`));
  }
  // The script proves a logout counts on the other process through LISTEN.
  assert.equal(setting(api, 'SESSION_CACHE_LISTEN'), 'on');
  assert.doesNotMatch(script, /SESSION_CACHE_LISTEN/);
});

test('only nginx reaches the replicas, with the proxy settings the script uses', () => {
  assert.doesNotMatch(api, /\n {4}ports:/);
  assert.match(balancer, /image: nginx:/);
  assert.match(balancer, /\.\/docs\/nginx-api\.conf:\/etc\/nginx\/conf\.d\/default\.conf:ro/);
  assert.match(balancer, /\.\/docs\/nginx-api-proxy\.conf:\/etc\/nginx\/portal-api-proxy\.conf:ro/);
  assert.match(balancerConfig, /server api:4000 resolve/);
  assert.match(balancerConfig, /include \/etc\/nginx\/portal-api-proxy\.conf;/);
  assert.match(script, /resolve\(ROOT, 'docs\/nginx-api-proxy\.conf'\)/);
  assert.match(script, /include \$\{PROXY_SETTINGS\};/);
  const port = balancerConfig.match(/listen (\d+);/)?.[1];
  assert.equal(setting(host, 'API_URL'), `http://api-balancer:${port}`);
});

test('TRUST_PROXY counts the proxies in front of the api: the host and nginx', () => {
  // Each appends the address it saw; the script has one nginx in front of its processes.
  assert.equal(setting(api, 'TRUST_PROXY'), '2');
  assert.match(script, /TRUST_PROXY: '1'/);
});
