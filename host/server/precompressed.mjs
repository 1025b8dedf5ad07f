// Sends one built file the way a phone wants it: the brotli or gzip copy made at build time
// (shared/build/precompress-plugin.cjs) chosen by Accept-Encoding, with Vary so caches keep them apart,
// and a cache policy by name: content-hashed files are immutable for a year, everything else (index.html,
// manifests, remoteEntry.js) is revalidated with its ETag on every load. Used by the host's server and by
// the remotes' static server (scripts/serve-static.mjs); docs/nginx-remote.conf does the same in nginx.
import { createReadStream, statSync } from 'node:fs';
import { extname } from 'node:path';

export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The encodings the build writes, best first, with the suffix of their files. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * A file whose name carries webpack's content hash ('main.1a2b3c4d.js', an asset '9f…e1.svg') never
 * changes under that name; anything else may change under the same name and is revalidated.
 */
export function isContentHashed(fileName) {
  return /(^|\.)[0-9a-f]{8,}\.[a-z0-9]+$/i.test(fileName);
}

export function cacheControlFor(fileName) {
  return isContentHashed(fileName) ? IMMUTABLE : REVALIDATE;
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

function fileSize(path) {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/** The variant to send: the best precompressed copy the client accepts, else the file itself. */
export function chooseVariant(path, acceptEncoding) {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const encoding of ENCODINGS) {
    if (!accepted.has(encoding.name)) continue;
    const stats = fileSize(path + encoding.suffix);
    if (stats) return { path: path + encoding.suffix, encoding: encoding.name, stats };
  }
  return { path, encoding: null, stats: fileSize(path) };
}

/** Whether the build wrote compressed copies of this file (then the answer varies by Accept-Encoding). */
function hasCompressedCopies(path) {
  return ENCODINGS.some(({ suffix }) => fileSize(path + suffix));
}

function etagOf(variant) {
  const tag = `${variant.stats.size.toString(16)}-${Math.floor(variant.stats.mtimeMs).toString(16)}`;
  return `"${tag}${variant.encoding ? `-${variant.encoding}` : ''}"`;
}

/**
 * Answers a GET or HEAD for one existing file. `cacheControl` overrides the policy by name (the host's
 * index.html served for an app route).
 */
export function sendFile(request, response, path, { headers = {}, cacheControl } = {}) {
  const variant = chooseVariant(path, request.headers['accept-encoding']);
  const etag = etagOf(variant);
  const responseHeaders = {
    ...headers,
    'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
    'cache-control': cacheControl ?? cacheControlFor(path.slice(path.lastIndexOf('/') + 1)),
    etag,
    'last-modified': variant.stats.mtime.toUTCString(),
    ...(hasCompressedCopies(path) ? { vary: 'Accept-Encoding' } : {}),
  };
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    response.writeHead(304, responseHeaders);
    return response.end();
  }
  response.writeHead(200, {
    ...responseHeaders,
    ...(variant.encoding ? { 'content-encoding': variant.encoding } : {}),
    'content-length': String(variant.stats.size),
  });
  if (request.method === 'HEAD') return response.end();
  createReadStream(variant.path).pipe(response);
}
