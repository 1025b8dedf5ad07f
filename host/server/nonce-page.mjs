// The portal's page (index.html) with a fresh Content-Security-Policy nonce in every response: antd
// writes its CSS-in-JS into <style> elements at run time, and the nonce (not 'unsafe-inline') lets
// exactly those in. The page carries it in <meta property="csp-nonce" nonce="…"> for the app to hand on.
//
// A page with a nonce is never revalidated: a 304 would pair the browser's stored page (old nonce) with
// the new policy (new nonce) and block every style. So: no ETag, no Last-Modified, conditional requests
// answered in full, 'private' so no shared cache hands one nonce to many visitors. The body changes per
// response, so it is compressed here (it is a few KB); compressed copies of it in the build are never
// sent (./precompressed.mjs serves no copy by its own name).
import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acceptedEncodings } from './precompressed.mjs';

/** The placeholder host/public/index.html carries where the server writes the nonce. */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';
const UNAVAILABLE = 'Mijn SKJ is even niet beschikbaar. Probeer het over een paar minuten opnieuw.';

/** The page as last read; read again only when the file on disk changes (a new build copied in). */
let cached = { path: null, mtimeMs: 0, size: 0, html: '' };

async function pageSource(path) {
  const { mtimeMs, size } = await stat(path);
  if (cached.path !== path || cached.mtimeMs !== mtimeMs || cached.size !== size) {
    cached = { path, mtimeMs, size, html: await readFile(path, 'utf8') };
  }
  return cached.html;
}

/** 128 random bits, base64: CSP asks for at least 128 bits, fresh for every response. */
function createNonce() {
  return randomBytes(16).toString('base64');
}

function encode(body, acceptEncoding) {
  const accepted = acceptedEncodings(acceptEncoding);
  // Quality 5: within a few bytes of 11 on a page this small, at a fraction of the time.
  if (accepted.has('br'))
    return {
      encoding: 'br',
      body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    };
  if (accepted.has('gzip')) return { encoding: 'gzip', body: gzipSync(body) };
  return { encoding: null, body };
}

/** Without its page the portal cannot start: a short Dutch answer, the cause only in the server's log. */
function sendUnavailable(request, response, headers) {
  response.writeHead(503, {
    ...headers,
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'retry-after': '60',
  });
  response.end(request.method === 'HEAD' ? undefined : UNAVAILABLE);
}

/**
 * Sends the page at `path` with a fresh nonce written in; `headers(nonce)` gives the response headers
 * (the policy naming the same nonce). `head`: markup written at the end of the page's head (the opened
 * page's start plan, ./start-plan.mjs).
 */
export async function sendNoncePage(request, response, path, headers, head = '') {
  let source;
  try {
    source = await pageSource(path);
  } catch (error) {
    console.error(`${path} kon niet worden gelezen: ${error.message}`);
    return sendUnavailable(request, response, headers(null));
  }
  const nonce = createNonce();
  const withNonce = source.replaceAll(NONCE_PLACEHOLDER, nonce);
  const html = head ? withNonce.replace('</head>', () => `${head}</head>`) : withNonce;
  const { encoding, body } = encode(Buffer.from(html), request.headers['accept-encoding']);
  response.writeHead(200, {
    ...headers(nonce),
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'private, no-cache',
    vary: 'Accept-Encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
    'content-length': String(body.length),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}
