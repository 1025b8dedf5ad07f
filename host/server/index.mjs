// The host's server: its build, /config.js from the environment, and the api forwarded on one origin.
import http from 'node:http';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { proxyToApi } from './proxy.mjs';
import { buildRuntimeConfig, renderConfigScript } from './runtime-config.mjs';
import { BASE_SECURITY_HEADERS, currentInlineHashes, pageSecurityHeaders } from './security-headers.mjs';
import { answeredNotModified } from './precompressed.mjs';
import { serveStatic } from './static-files.mjs';
import { createStartPlans, preconnectHeaders } from './start-plan.mjs';

const env = process.env;
const here = dirname(fileURLToPath(import.meta.url));
const distDir = resolve(here, '..', env.DIST_DIR ?? 'dist');
const port = Number(env.PORT ?? 8080);
const apiUrl = env.API_URL ?? 'http://127.0.0.1:4000';
// The api's paths on the portal's origin: GraphQL, PDF documents, uploaded files behind their signed
// links and the payment provider's pages.
const API_PATHS = [
  /^\/graphql(\/|$)/,
  /^\/generate-dynamic-template(\/|$|\?)/,
  /^\/files(\/|$)/,
  /^\/payments\//,
];

if (!existsSync(resolve(distDir, 'index.html'))) {
  console.error(`Geen build gevonden in ${distDir}: draai eerst 'pnpm build'.`);
  process.exit(1);
}
// The build's inline old-browser check and the style of its outdated-browser page, allowed by their
// hashes rather than by 'unsafe-inline'; read again when a new build replaces the pages.
const inlineHashesNow = currentInlineHashes(distDir);
// The opened page's start plan, written into the page (./start-plan.mjs); the remotes' files are read
// in the background, first as the server starts.
const startPlans = createStartPlans({ distDir });

/**
 * /config.js is revalidated on every load (an operator may change PORTAL_CONFIG_FILE at any time) but
 * answers 304 while it is unchanged, so a returning phone does not download it again.
 */
function sendConfigScript(request, response) {
  const body = renderConfigScript(buildRuntimeConfig(env));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  const headers = {
    ...BASE_SECURITY_HEADERS,
    'content-type': 'text/javascript; charset=utf-8',
    'cache-control': 'no-cache',
    etag,
  };
  if (answeredNotModified(request, response, etag, headers)) return;
  response.writeHead(200, headers);
  return response.end(request.method === 'HEAD' ? undefined : body);
}

const server = http.createServer((request, response) => {
  const { pathname: path, search } = new URL(request.url ?? '/', 'http://localhost');
  if (API_PATHS.some((pattern) => pattern.test(path))) return proxyToApi(apiUrl, request, response);
  if (path === '/config.js') return sendConfigScript(request, response);
  if (path === '/health') {
    response.writeHead(200, { 'content-type': 'application/json' });
    return response.end('{"status":"ok"}');
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' });
    return response.end();
  }
  // Source maps stay beside the build for error reporting but are not handed to browsers.
  if (path.endsWith('.map')) {
    response.writeHead(404, { ...BASE_SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8' });
    return response.end('Niet gevonden.');
  }
  const config = buildRuntimeConfig(env);
  const hashes = inlineHashesNow();
  const headers = (nonce) => pageSecurityHeaders(env, request, config, hashes, nonce);
  const startPlan = () => startPlans.headFor(path, request.headers.cookie, config.remotes, search);
  return serveStatic(distDir, request, response, headers, preconnectHeaders(config.remotes), startPlan);
});

server.listen(port, env.HOST ?? '0.0.0.0', () => {
  console.log(`Host draait op http://localhost:${port} (api: ${apiUrl})`);
  startPlans.warm(buildRuntimeConfig(env).remotes);
});
