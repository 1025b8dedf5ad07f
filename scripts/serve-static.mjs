// Serves a remote's build for local runs and browser tests (production uses the static service of
// docker-compose). The manifest and remoteEntry.js are never cached: they name the current chunks.
import http from 'node:http';
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? 'dist');
const port = Number(process.env.PORT ?? 8081);
const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};
const UNCACHED = new Set(['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);

http
  .createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    const path = join(root, normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, ''));
    const cors = { 'access-control-allow-origin': '*' };
    let isFile = false;
    try {
      isFile = path.startsWith(root) && statSync(path).isFile();
    } catch {
      isFile = false;
    }
    if (!isFile) {
      response.writeHead(404, { ...cors, 'content-type': 'text/plain; charset=utf-8' });
      return response.end('Niet gevonden');
    }
    const name = path.slice(path.lastIndexOf('/') + 1);
    response.writeHead(200, {
      ...cors,
      'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      'cache-control': UNCACHED.has(name) ? 'no-cache' : 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    createReadStream(path).pipe(response);
  })
  .listen(port, process.env.HOST ?? '0.0.0.0', () =>
    console.log(`Remote ${root} op http://localhost:${port}`),
  );
