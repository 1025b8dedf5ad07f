// The host's server and the remotes' static server send the build's brotli or gzip copy by
// Accept-Encoding, with Vary, and cache by name: hashed files immutable, everything that names other
// files (config.js, manifests, remoteEntry.js) revalidated; the app's page (index.html) carries a fresh
// CSP nonce each time and is never revalidated. Both run here as real processes on a small build made by
// the same precompress step as `pnpm build`.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import { acceptedEncodings, isContentHashed } from '../precompressed.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const { precompressDirectory } = createRequire(import.meta.url)('@portal/shared/build');

// Large enough to be compressed, repetitive enough that each encoding is clearly smaller.
const SCRIPT = `console.log(${JSON.stringify('Mijn SKJ '.repeat(400))});\n`;
const MANIFEST = JSON.stringify({ id: 'account', metaData: { note: 'x'.repeat(2000) } });
const INDEX = `<!doctype html><html lang="nl"><head><title>Mijn SKJ</title><meta property="csp-nonce" nonce="__CSP_NONCE__"/><script>window.__portalBrowserSupport='supported'</script></head><body>${'<!-- -->'.repeat(100)}<div id="root"></div></body></html>`;
const OUTDATED =
  '<!doctype html><html lang="nl"><head><style>body { margin: 0; }</style></head><body></body></html>';
const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function freePort() {
  return new Promise((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

async function startProcess(command, args, env, readyUrl) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: 'ignore' });
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(readyUrl)).status < 500) return child;
    } catch {
      // not up yet
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  child.kill();
  throw new Error(`${args.join(' ')} did not start`);
}

/** A GET with exactly these request headers (fetch would add its own Accept-Encoding and decode). */
async function get(url, headers = {}) {
  const http = await import('node:http');
  return new Promise((done, fail) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        done({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', fail);
  });
}

function decoded(response) {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString();
  if (encoding === 'gzip') return gunzipSync(response.body).toString();
  return response.body.toString();
}

/** The app's page as the server must send it: its own fresh nonce, named by its policy, uncached. */
function assertNoncePage(response, label) {
  assert.equal(response.status, 200, label);
  assert.equal(response.headers['cache-control'], 'private, no-cache', label);
  assert.equal(response.headers['content-type'], 'text/html; charset=utf-8', label);
  const html = decoded(response);
  assert.ok(!html.includes('__CSP_NONCE__'), `${label}: the placeholder is replaced`);
  const [, nonce] = html.match(/<meta property="csp-nonce" nonce="([^"]+)"\/>/);
  assert.ok(response.headers['content-security-policy'].includes(`'nonce-${nonce}'`), label);
  return { html, nonce };
}

const work = mkdtempSync(join(tmpdir(), 'static-serving-'));
// nginx's workers run as another user when the test runs as root: they must be able to read the build.
chmodSync(work, 0o755);
const hostDist = join(work, 'host');
const remoteDist = join(work, 'remote');
const children = [];
let hostUrl;
let remoteUrl;

before(async () => {
  mkdirSync(hostDist);
  mkdirSync(remoteDist);
  writeFileSync(join(hostDist, 'index.html'), INDEX);
  writeFileSync(join(hostDist, 'verouderde-browser.html'), OUTDATED);
  writeFileSync(join(hostDist, 'main.1a2b3c4d.js'), SCRIPT);
  writeFileSync(join(hostDist, 'main.1a2b3c4d.js.map'), '{}');
  writeFileSync(join(hostDist, 'tiny.0f0f0f0f.js'), 'void 0;');
  writeFileSync(join(remoteDist, 'remoteEntry.js'), SCRIPT);
  writeFileSync(join(remoteDist, 'mf-manifest.json'), MANIFEST);
  // The screens' file list (shared/build/screen-chunks-plugin.cjs) names the current chunks too.
  writeFileSync(join(remoteDist, 'screen-chunks.json'), MANIFEST);
  writeFileSync(join(remoteDist, '1095.26cbf1cd.js'), SCRIPT);
  writeFileSync(join(remoteDist, '1095.26cbf1cd.js.map'), '{}');
  precompressDirectory(hostDist);
  precompressDirectory(remoteDist);

  const hostPort = await freePort();
  const remotePort = await freePort();
  hostUrl = `http://127.0.0.1:${hostPort}`;
  remoteUrl = `http://127.0.0.1:${remotePort}`;
  children.push(
    await startProcess(
      process.execPath,
      [resolve(root, 'host/server/index.mjs')],
      { PORT: String(hostPort), HOST: '127.0.0.1', DIST_DIR: hostDist, API_URL: 'http://127.0.0.1:9' },
      `${hostUrl}/health`,
    ),
    await startProcess(
      process.execPath,
      [resolve(root, 'scripts/serve-static.mjs'), remoteDist],
      { PORT: String(remotePort), HOST: '127.0.0.1' },
      `${remoteUrl}/mf-manifest.json`,
    ),
  );
});

after(() => {
  for (const child of children) child.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
});

describe('the build step', () => {
  test('writes brotli and gzip copies that decode to the file, and skips files too small to gain', () => {
    const source = readFileSync(join(hostDist, 'main.1a2b3c4d.js'));
    assert.equal(
      brotliDecompressSync(readFileSync(join(hostDist, 'main.1a2b3c4d.js.br'))).toString(),
      source.toString(),
    );
    assert.equal(
      gunzipSync(readFileSync(join(hostDist, 'main.1a2b3c4d.js.gz'))).toString(),
      source.toString(),
    );
    assert.ok(readFileSync(join(hostDist, 'main.1a2b3c4d.js.br')).length < source.length / 5);
    assert.equal(existsSync(join(hostDist, 'tiny.0f0f0f0f.js.br')), false);
    assert.equal(existsSync(join(hostDist, 'main.1a2b3c4d.js.map.br')), false);
  });
});

describe('Accept-Encoding', () => {
  test('reads weights, refusals and the wildcard', () => {
    assert.deepEqual([...acceptedEncodings('gzip, deflate, br, zstd')].sort(), [
      'br',
      'deflate',
      'gzip',
      'zstd',
    ]);
    assert.deepEqual([...acceptedEncodings('br;q=0, gzip;q=0.5')], ['gzip']);
    assert.deepEqual([...acceptedEncodings('*;q=0.1, gzip;q=0')], ['br']);
    assert.deepEqual([...acceptedEncodings(undefined)], []);
  });

  test('content hashes are told from plain names', () => {
    assert.equal(isContentHashed('main.1a2b3c4d.js'), true);
    assert.equal(isContentHashed('9f86d081884c7d659a2feaa0c55ad015.svg'), true);
    assert.equal(isContentHashed('remoteEntry.js'), false);
    assert.equal(isContentHashed('mf-manifest.json'), false);
    assert.equal(isContentHashed('index.html'), false);
  });
});

describe("the host's server", () => {
  test('sends brotli to a browser that accepts it, immutable for a hashed file, with Vary', async () => {
    const response = await get(`${hostUrl}/main.1a2b3c4d.js`, {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers['content-encoding'], 'br');
    assert.equal(response.headers.vary, 'Accept-Encoding');
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(response.headers['content-type'], 'text/javascript; charset=utf-8');
    assert.equal(Number(response.headers['content-length']), response.body.length);
    assert.equal(decoded(response), SCRIPT);
  });

  test('sends gzip without brotli, and the file itself without either', async () => {
    const gzip = await get(`${hostUrl}/main.1a2b3c4d.js`, { 'accept-encoding': 'gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(decoded(gzip), SCRIPT);
    const refused = await get(`${hostUrl}/main.1a2b3c4d.js`, { 'accept-encoding': 'br;q=0, gzip' });
    assert.equal(refused.headers['content-encoding'], 'gzip');
    const plain = await get(`${hostUrl}/main.1a2b3c4d.js`);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.headers.vary, 'Accept-Encoding');
    assert.equal(plain.body.toString(), SCRIPT);
  });

  test('index.html (also for app routes) is fetched afresh on every load, compressed', async () => {
    for (const [path, encoding] of [
      ['/', 'br'],
      ['/dashboard', 'gzip'],
      ['/index.html', null],
    ]) {
      const response = await get(`${hostUrl}${path}`, encoding ? { 'accept-encoding': encoding } : {});
      assert.equal(response.status, 200, path);
      assert.equal(response.headers['cache-control'], 'private, no-cache', path);
      assert.equal(response.headers['content-encoding'], encoding ?? undefined, path);
      assert.equal(response.headers.vary, 'Accept-Encoding', path);
      assert.equal(Number(response.headers['content-length']), response.body.length, path);
      assert.match(decoded(response), /<div id="root"><\/div>/, path);
      assert.ok(response.headers['content-security-policy'], 'the page keeps its security headers');
    }
  });

  test('every page gets a fresh nonce, the same in its policy and in its meta element', async () => {
    const nonces = [];
    for (let load = 0; load < 2; load += 1) {
      const response = await get(`${hostUrl}/dashboard`, { 'accept-encoding': 'br' });
      const html = decoded(response);
      const [, nonce] = html.match(/<meta property="csp-nonce" nonce="([^"]+)"\/>/);
      assert.match(nonce, /^[A-Za-z0-9+/]{22}==$/, '128 random bits, base64');
      const styleSrc = response.headers['content-security-policy']
        .split('; ')
        .find((directive) => directive.startsWith('style-src '));
      assert.ok(styleSrc.split(' ').includes(`'nonce-${nonce}'`), styleSrc);
      assert.ok(!html.includes('__CSP_NONCE__'));
      nonces.push(nonce);
    }
    assert.notEqual(nonces[0], nonces[1]);
  });

  test('the page with a nonce is never revalidated to a stored copy with an older nonce', async () => {
    const first = await get(`${hostUrl}/`, { 'accept-encoding': 'br' });
    // No validator a browser could send back: it cannot get a 304 that pairs its stored page (old
    // nonce) with a new policy (new nonce).
    assert.equal(first.headers.etag, undefined);
    assert.equal(first.headers['last-modified'], undefined);
    const firstNonce = decoded(first).match(/nonce="([^"]+)"/)[1];
    // A browser (or a proxy) asking conditionally anyway gets the whole page, its nonce matching its policy.
    const again = await get(`${hostUrl}/`, {
      'accept-encoding': 'br',
      'if-none-match': '*',
      'if-modified-since': new Date(Date.now() + 60_000).toUTCString(),
    });
    assert.equal(again.status, 200);
    const nonce = decoded(again).match(/nonce="([^"]+)"/)[1];
    assert.notEqual(nonce, firstNonce);
    assert.ok(again.headers['content-security-policy'].includes(`'nonce-${nonce}'`));
    assert.ok(!again.headers['content-security-policy'].includes(firstNonce));
  });

  test('the policy has no unsafe-inline or unsafe-eval; inline blocks of the build pass by hash', async () => {
    const page = await get(`${hostUrl}/login`);
    const policy = page.headers['content-security-policy'];
    assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval/);
    const directives = Object.fromEntries(
      policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
    );
    assert.ok(directives['script-src'].includes(sha256("window.__portalBrowserSupport='supported'")));
    assert.ok(directives['style-src'].includes(sha256('body { margin: 0; }')));
    assert.deepEqual(directives['object-src'], ["'none'"]);
    assert.deepEqual(directives['frame-ancestors'], ["'none'"]);
    // The outdated-browser page is a plain file: cached by its ETag, its style allowed by hash, no nonce.
    const outdated = await get(`${hostUrl}/verouderde-browser.html`);
    assert.equal(outdated.body.toString(), OUTDATED);
    assert.doesNotMatch(outdated.headers['content-security-policy'], /'nonce-|unsafe-inline/);
    assert.ok(outdated.headers['content-security-policy'].includes(sha256('body { margin: 0; }')));
    assert.ok(outdated.headers.etag);
  });

  test('a script carries no policy (it governs documents), only the headers that apply to any file', async () => {
    const script = await get(`${hostUrl}/main.1a2b3c4d.js`, { 'accept-encoding': 'br' });
    assert.equal(script.status, 200);
    assert.equal(script.headers['content-security-policy'], undefined);
    assert.equal(script.headers['x-content-type-options'], 'nosniff');
    assert.equal(script.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  });

  test('the page names the remotes’ servers to connect to early; a script does not', async () => {
    const page = await get(`${hostUrl}/login`);
    assert.match(
      page.headers.link,
      /<http:\/\/localhost:8081>; rel=preconnect, <http:\/\/localhost:8081>; rel=preconnect; crossorigin/,
    );
    assert.match(page.headers.link, /<http:\/\/localhost:8084>; rel=preconnect/);
    const script = await get(`${hostUrl}/main.1a2b3c4d.js`);
    assert.equal(script.headers.link, undefined);
  });

  test('the brotli and gzip answers carry different ETags', async () => {
    const brotli = await get(`${hostUrl}/main.1a2b3c4d.js`, { 'accept-encoding': 'br' });
    const gzip = await get(`${hostUrl}/main.1a2b3c4d.js`, { 'accept-encoding': 'gzip' });
    assert.ok(brotli.headers.etag);
    assert.notEqual(brotli.headers.etag, gzip.headers.etag);
    const mismatch = await get(`${hostUrl}/main.1a2b3c4d.js`, {
      'accept-encoding': 'gzip',
      'if-none-match': brotli.headers.etag,
    });
    assert.equal(mismatch.status, 200);
  });

  test('config.js is revalidated (no-cache with an ETag), not uncacheable', async () => {
    const response = await get(`${hostUrl}/config.js`);
    assert.equal(response.status, 200);
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.match(response.body.toString(), /^window\.config = /);
    const again = await get(`${hostUrl}/config.js`, { 'if-none-match': response.headers.etag });
    assert.equal(again.status, 304);
  });

  test('a file that is not in the build is a 404, not the page; an unknown app address is the page', async () => {
    for (const path of ['/favicon.ico', '/apple-touch-icon.png', '/999.0badc0de.js', '/robots.txt']) {
      const response = await get(`${hostUrl}${path}`);
      assert.equal(response.status, 404, path);
      assert.equal(response.body.toString(), 'Niet gevonden.', path);
    }
    assertNoncePage(await get(`${hostUrl}/registreren/8b72fb20-457f-4cb3-a93d-34c0f6ed2115/2`), 'route');
    assertNoncePage(await get(`${hostUrl}/bestaat-niet`), 'unknown route');
  });

  test('source maps stay unserved', async () => {
    assert.equal((await get(`${hostUrl}/main.1a2b3c4d.js.map`)).status, 404);
  });

  test('the page is known by the file it names, however the address spells it', async () => {
    const nonces = new Set();
    // An escaped letter, a dot segment, and the build's compressed copies asked for by their own name:
    // each the page with a fresh nonce, never the file with its placeholder (or its compressed bytes).
    for (const path of [
      '/%69ndex.html',
      '/./index.html',
      '/%2e/index.html',
      '/index.html.br',
      '/index.html.gz',
    ]) {
      const { nonce } = assertNoncePage(await get(`${hostUrl}${path}`, { 'accept-encoding': 'gzip' }), path);
      nonces.add(nonce);
    }
    assert.equal(nonces.size, 5);
  });

  test('an address with a malformed escape is refused with 400, and the server keeps serving', async () => {
    for (const path of ['/%E0%A4%A', '/%', '/main.%ZZ.js']) {
      const response = await get(`${hostUrl}${path}`);
      assert.equal(response.status, 400, path);
      assert.equal(response.body.toString(), 'Dit adres is ongeldig.', path);
    }
    assert.equal((await get(`${hostUrl}/main.1a2b3c4d.js`)).status, 200);
  });
});

// These change the host's build on disk, so they run after the tests that read it.
describe("the host's page on disk", () => {
  const page = () => join(hostDist, 'index.html');

  test('is read again when a new build replaces it', async () => {
    const before = assertNoncePage(await get(`${hostUrl}/`), 'before');
    writeFileSync(page(), INDEX.replace('<div id="root">', '<div id="root" data-build="next">'));
    // A copy keeps its mtime at times (cp -p, rsync -t): the size tells it apart as well.
    const later = new Date(Date.now() + 5_000);
    utimesSync(page(), later, later);
    const after = assertNoncePage(await get(`${hostUrl}/`), 'after');
    assert.doesNotMatch(before.html, /data-build="next"/);
    assert.match(after.html, /data-build="next"/);
    writeFileSync(page(), INDEX);
  });

  test("allows a new build's inline script by its hash, without a restart", async () => {
    const oldScript = "window.__portalBrowserSupport='supported'";
    const newScript = "window.__portalBrowserSupport='warning'";
    const scriptSrc = (response) =>
      response.headers['content-security-policy'].split('; ').find((part) => part.startsWith('script-src '));
    assert.ok(scriptSrc(await get(`${hostUrl}/`)).includes(sha256(oldScript)));
    writeFileSync(page(), INDEX.replace(oldScript, newScript));
    const later = new Date(Date.now() + 10_000);
    utimesSync(page(), later, later);
    try {
      const policy = scriptSrc(await get(`${hostUrl}/`));
      assert.ok(policy.includes(sha256(newScript)), policy);
      assert.ok(!policy.includes(sha256(oldScript)), policy);
    } finally {
      writeFileSync(page(), INDEX);
    }
  });

  test('that cannot be read is answered 503 in Dutch, without details, until it is back', async () => {
    renameSync(page(), `${page()}.away`);
    try {
      for (const path of ['/', '/dashboard', '/index.html']) {
        const response = await get(`${hostUrl}${path}`);
        assert.equal(response.status, 503, path);
        assert.equal(response.headers['content-type'], 'text/plain; charset=utf-8', path);
        assert.equal(response.headers['cache-control'], 'no-store', path);
        assert.equal(
          response.body.toString(),
          'Mijn SKJ is even niet beschikbaar. Probeer het over een paar minuten opnieuw.',
        );
      }
    } finally {
      renameSync(`${page()}.away`, page());
    }
    assertNoncePage(await get(`${hostUrl}/dashboard`), 'back');
  });
});

describe("the remotes' static server", () => {
  test('the manifest, remoteEntry.js and screen-chunks.json are revalidated and compressed', async () => {
    for (const [file, body] of [
      ['mf-manifest.json', MANIFEST],
      ['remoteEntry.js', SCRIPT],
      ['screen-chunks.json', MANIFEST],
    ]) {
      const response = await get(`${remoteUrl}/${file}`, { 'accept-encoding': 'gzip, br' });
      assert.equal(response.headers['cache-control'], 'no-cache', file);
      assert.equal(response.headers['content-encoding'], 'br', file);
      assert.equal(response.headers.vary, 'Accept-Encoding', file);
      assert.equal(response.headers['access-control-allow-origin'], '*', file);
      assert.equal(decoded(response), body, file);
      const again = await get(`${remoteUrl}/${file}`, {
        'accept-encoding': 'gzip, br',
        'if-none-match': response.headers.etag,
      });
      assert.equal(again.status, 304, file);
    }
  });

  test('hashed chunks are immutable and sent as gzip to a client without brotli', async () => {
    const response = await get(`${remoteUrl}/1095.26cbf1cd.js`, { 'accept-encoding': 'gzip' });
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.equal(decoded(response), SCRIPT);
  });

  test('a missing file is a 404, and so is a source map that is there', async () => {
    assert.equal((await get(`${remoteUrl}/nope.js`)).status, 404);
    assert.equal((await get(`${remoteUrl}/1095.26cbf1cd.js.map`)).status, 404);
  });

  test('a compressed copy is reached by Accept-Encoding only, not by its own name', async () => {
    assert.equal((await get(`${remoteUrl}/remoteEntry.js.br`)).status, 404);
    assert.equal((await get(`${remoteUrl}/%72emoteEntry.js`)).status, 200);
  });

  test('an address with a malformed escape is refused with 400', async () => {
    const response = await get(`${remoteUrl}/%E0%A4%A`);
    assert.equal(response.status, 400);
    assert.equal(response.headers['access-control-allow-origin'], '*');
    assert.equal((await get(`${remoteUrl}/mf-manifest.json`)).status, 200);
  });
});

// docs/nginx-remote.conf under a real nginx, where one is installed (Debian: apt-get install nginx-core).
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
describe('docs/nginx-remote.conf', { skip: nginx ? false : 'nginx is not installed' }, () => {
  let nginxUrl;
  before(async () => {
    const port = await freePort();
    nginxUrl = `http://127.0.0.1:${port}`;
    const prefix = join(work, 'nginx');
    mkdirSync(join(prefix, 'logs'), { recursive: true });
    const site = readFileSync(resolve(root, 'docs/nginx-remote.conf'), 'utf8')
      .replace('listen 80;', `listen 127.0.0.1:${port};`)
      .replace('/usr/share/nginx/html', remoteDist);
    writeFileSync(join(prefix, 'site.conf'), site);
    writeFileSync(
      join(prefix, 'nginx.conf'),
      `daemon off; pid ${prefix}/nginx.pid; error_log ${prefix}/logs/error.log; events {}
       http { include /etc/nginx/mime.types; access_log off; client_body_temp_path ${prefix};
              include ${prefix}/site.conf; }`,
    );
    children.push(
      await startProcess(
        nginx,
        ['-c', join(prefix, 'nginx.conf'), '-p', prefix],
        {},
        `${nginxUrl}/mf-manifest.json`,
      ),
    );
  });

  test('sends the brotli copy, the gzip copy or the file, each with its cache policy', async () => {
    const brotli = await get(`${nginxUrl}/remoteEntry.js`, { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.match(brotli.headers['content-type'], /javascript/);
    assert.equal(brotli.headers['cache-control'], 'no-cache');
    assert.equal(brotli.headers.vary, 'Accept-Encoding');
    assert.equal(decoded(brotli), SCRIPT);
    const gzip = await get(`${nginxUrl}/mf-manifest.json`, { 'accept-encoding': 'gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gzip.headers['cache-control'], 'no-cache');
    assert.equal(decoded(gzip), MANIFEST);
    const list = await get(`${nginxUrl}/screen-chunks.json`, { 'accept-encoding': 'gzip, br' });
    assert.equal(list.headers['cache-control'], 'no-cache');
    const plain = await get(`${nginxUrl}/1095.26cbf1cd.js`);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(plain.headers['access-control-allow-origin'], '*');
    assert.equal(plain.body.toString(), SCRIPT);
    const again = await get(`${nginxUrl}/remoteEntry.js`, {
      'accept-encoding': 'br',
      'if-none-match': brotli.headers.etag,
    });
    assert.equal(again.status, 304);
  });
});
