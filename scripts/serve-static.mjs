// Serves a remote's build for local runs and browser tests (production uses the static service of
// docker-compose with docs/nginx-remote.conf). Precompressed copies by Accept-Encoding; the manifest and
// remoteEntry.js are revalidated on every load (they name the current chunks), hashed chunks are immutable.
import http from 'node:http';
import { resolve } from 'node:path';
// The host's file sending, shared rather than copied: the host's container carries only host/server, so
// the module lives there and this local stand-in for nginx borrows it.
// eslint-disable-next-line import-x/no-relative-packages
import { fileIn, sendFile } from '../host/server/precompressed.mjs';

const root = resolve(process.argv[2] ?? 'dist');
const port = Number(process.env.PORT ?? 8081);

http
  .createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    // Source maps stay beside the build for error reporting but are not handed to browsers (as nginx).
    const file = urlPath.endsWith('.map') ? null : fileIn(root, urlPath);
    const headers = { 'access-control-allow-origin': '*', 'x-content-type-options': 'nosniff' };
    if (!file || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(file ? 405 : 404, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
      return response.end(file ? '' : 'Niet gevonden');
    }
    sendFile(request, response, file.path, { headers, stats: file.stats });
  })
  .listen(port, process.env.HOST ?? '0.0.0.0', () =>
    console.log(`Remote ${root} op http://localhost:${port}`),
  );
