// Serves the host's build: hashed assets cached for a year, index.html never, unknown paths get the
// app (the router shows 'Deze pagina bestaat niet (meer).').
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

const TYPES = {
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

function fileIn(root, urlPath) {
  const relative = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const path = join(root, relative);
  if (!path.startsWith(root)) return null;
  try {
    return statSync(path).isFile() ? path : null;
  } catch {
    return null;
  }
}

export function serveStatic(root, request, response, securityHeaders) {
  const urlPath = new URL(request.url, 'http://localhost').pathname;
  const asset = urlPath !== '/' ? fileIn(root, urlPath) : null;
  const path = asset ?? join(root, 'index.html');
  const isIndex = !asset;
  response.writeHead(200, {
    ...securityHeaders,
    'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
    'cache-control': isIndex ? 'no-cache' : 'public, max-age=31536000, immutable',
  });
  if (request.method === 'HEAD') return response.end();
  createReadStream(path).pipe(response);
}
