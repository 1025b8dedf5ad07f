// Sends one built file the way a phone wants it: the brotli or gzip copy made at build time
// (shared/build/precompress-plugin.cjs) chosen by Accept-Encoding, with Vary so caches keep them apart,
// and a cache policy by name: content-hashed files are immutable for a year, everything else (manifests,
// remoteEntry.js, verouderde-browser.html) is revalidated with its ETag on every load. Used by the host's
// server and by the remotes' static server (scripts/serve-static.mjs); docs/nginx-remote.conf does the
// same in nginx. The host's own page is not sent from here: it carries a nonce per response
// (./nonce-page.mjs).
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The encodings the build writes, best first, with the suffix of their files. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * A file whose name carries webpack's content hash ('main.1a2b3c4d.js', an asset '9f…e1.svg') never
 * changes under that name; anything else may change under the same name and is revalidated.
 */
export function isContentHashed(fileName) {
  return /(^|\.)[0-9a-f]{8,}\.[a-z0-9]+$/i.test(fileName);
}

/** The encodings the client accepts (q > 0), from an Accept-Encoding header. */
export function acceptedEncodings(header) {
  const accepted = new Set();
  let wildcard = false;
  const refused = new Set();
  for (const part of String(header ?? '').split(',')) {
    const [token, ...parameters] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (!(weight > 0)) refused.add(token);
    else if (token === '*') wildcard = true;
    else accepted.add(token);
  }
  if (wildcard) for (const { name } of ENCODINGS) if (!refused.has(name)) accepted.add(name);
  return accepted;
}

function fileStats(path) {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/**
 * The absolute path a URL path (as the request has it, still escaped) names inside `root`, or null when
 * it names nothing there: a malformed escape ('/%E0%A4%A'), or a way out of `root`. Callers answer null
 * with 400; comparing this path (not the URL) tells '/%69ndex.html' for the file it is.
 */
export function pathIn(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const path = join(root, normalize(decoded).replace(/^(\.\.[/\\])+/, ''));
  return path.startsWith(root) ? path : null;
}

/**
 * The file at `path` with its stats, or null (missing, a folder). A compressed copy is reached through
 * its file's name and Accept-Encoding, never by its own name: asked for directly it would arrive as
 * bytes without a Content-Encoding.
 */
export function fileAt(path) {
  if (ENCODINGS.some(({ suffix }) => path.endsWith(suffix))) return null;
  const stats = fileStats(path);
  return stats ? { path, stats } : null;
}

/**
 * The variant to send: the best precompressed copy the client accepts, else the file itself; and
 * whether the build wrote compressed copies (then the answer varies by Accept-Encoding). Each copy is
 * looked at once, and none after the chosen one.
 */
function chooseVariant(path, acceptEncoding, stats) {
  const accepted = acceptedEncodings(acceptEncoding);
  let compressed = false;
  for (const encoding of ENCODINGS) {
    const copy = fileStats(path + encoding.suffix);
    if (!copy) continue;
    compressed = true;
    if (accepted.has(encoding.name))
      return { path: path + encoding.suffix, encoding: encoding.name, stats: copy, compressed };
  }
  return { path, encoding: null, stats, compressed };
}

/**
 * Answers 304 when the request's If-None-Match names `etag` (weak or strong, one of a list); the
 * caller sends the body otherwise. Shared by every file and by the host's /config.js.
 */
export function answeredNotModified(request, response, etag, headers) {
  const ifNoneMatch = request.headers['if-none-match'];
  if (!ifNoneMatch || !ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
    return false;
  response.writeHead(304, headers);
  response.end();
  return true;
}

/**
 * The headers of `variant` of the file at `path`, the same for a 200 and a 304: its type by the file's
 * own name (not the copy's), its cache policy by name, an ETag per variant (a brotli answer must not
 * revalidate a stored gzip one) and Vary wherever copies exist.
 */
function variantHeaders(path, variant) {
  const { size, mtime, mtimeMs } = variant.stats;
  const tag = `${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}`;
  return {
    'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
    'cache-control': isContentHashed(path.slice(path.lastIndexOf('/') + 1)) ? IMMUTABLE : REVALIDATE,
    etag: `"${tag}${variant.encoding ? `-${variant.encoding}` : ''}"`,
    'last-modified': mtime.toUTCString(),
    ...(variant.compressed ? { vary: 'Accept-Encoding' } : {}),
  };
}

/** Answers a GET or HEAD for `file` (from fileAt), with `headers` added (security, CORS). */
export function sendFile(request, response, file, headers = {}) {
  const variant = chooseVariant(file.path, request.headers['accept-encoding'], file.stats);
  const responseHeaders = { ...headers, ...variantHeaders(file.path, variant) };
  if (answeredNotModified(request, response, responseHeaders.etag, responseHeaders)) return;
  response.writeHead(200, {
    ...responseHeaders,
    ...(variant.encoding ? { 'content-encoding': variant.encoding } : {}),
    'content-length': String(variant.stats.size),
  });
  if (request.method === 'HEAD') return response.end();
  createReadStream(variant.path).pipe(response);
}
