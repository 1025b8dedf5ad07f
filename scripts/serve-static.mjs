// Serves a remote's build for local runs and browser tests (production uses the static service of
// docker-compose with docs/nginx-remote.conf). Precompressed copies by Accept-Encoding; the manifest and
// remoteEntry.js are revalidated on every load (they name the current chunks), hashed chunks are immutable.
import http from 'node:http';
import { resolve } from 'node:path';
// The host's file sending, shared rather than copied: the host's container carries only host/server, so
// the module lives there and this local stand-in for nginx borrows it.
// eslint-disable-next-line import-x/no-relative-packages
import { fileAt, pathIn, sendFile } from '../host/server/precompressed.mjs';

const root = resolve(process.argv[2] ?? 'dist');
const port = Number(process.env.PORT ?? 8081);
const HEADERS = { 'access-control-allow-origin': '*', 'x-content-type-options': 'nosniff' };

function sendText(response, status, text) {
  response.writeHead(status, { ...HEADERS, 'content-type': 'text/plain; charset=utf-8' });
  response.end(text);
}

http
  .createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    const path = pathIn(root, urlPath);
    if (!path) return sendText(response, 400, 'Dit adres is ongeldig.');
    // Source maps stay beside the build for error reporting but are not handed to browsers (as nginx).
    const file = path.endsWith('.map') ? null : fileAt(path);
    if (!file) return sendText(response, 404, 'Niet gevonden');
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendText(response, 405, '');
    sendFile(request, response, file, HEADERS);
  })
  .listen(port, process.env.HOST ?? '0.0.0.0', () =>
    console.log(`Remote ${root} op http://localhost:${port}`),
  );
