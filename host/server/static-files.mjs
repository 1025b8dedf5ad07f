// Serves the host's build: unknown paths get the app (the router shows 'Deze pagina bestaat niet
// (meer).'), unknown files a 404 (a missing script or icon is not answered with the page). Compression
// and caching by file name: ./precompressed.mjs; the app's page itself, with a fresh nonce each time:
// ./nonce-page.mjs.
import { extname, join } from 'node:path';
import { fileAt, pathIn, sendFile } from './precompressed.mjs';
import { sendNoncePage } from './nonce-page.mjs';

/**
 * What only a file is named with: the portal's own addresses (SPEC's route table) never end so, and a
 * request for such a file that is not in the build gets a 404 instead of the page.
 */
const FILE_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.map',
  '.json',
  '.ico',
  '.png',
  '.svg',
  '.jpg',
  '.webp',
  '.woff',
  '.woff2',
  '.txt',
  '.xml',
]);

/**
 * A file's security headers: the Content-Security-Policy only on a document (the outdated-browser
 * page). A script, stylesheet or image ignores a policy (the portal runs no workers), and on a phone's
 * first load each host file carried 0.9 KB of it (issue 8).
 */
function fileHeaders(headers, file) {
  if (extname(file.path).toLowerCase() === '.html') return headers;
  const { 'content-security-policy': _documentsOnly, ...rest } = headers;
  return rest;
}

/**
 * `securityHeaders(nonce)` gives the headers of a file (nonce null) or of the app's page;
 * `pageHeaders` go only on the app's page (index.html), e.g. the preconnect hints; `pageHead()` gives
 * markup for the end of that page's head (asked only when the page is what is sent).
 */
export function serveStatic(root, request, response, securityHeaders, pageHeaders = {}, pageHead = () => '') {
  const path = pathIn(root, new URL(request.url, 'http://localhost').pathname);
  if (!path) {
    response.writeHead(400, { ...securityHeaders(null), 'content-type': 'text/plain; charset=utf-8' });
    return response.end('Dit adres is ongeldig.');
  }
  const page = join(root, 'index.html');
  // Told by the file it names, not by how the URL spells it: '/%69ndex.html' is the page too, and must
  // never be sent as the file with its nonce placeholder.
  const asset = path === page ? null : fileAt(path);
  if (asset) return sendFile(request, response, asset, fileHeaders(securityHeaders(null), asset));
  if (FILE_EXTENSIONS.has(extname(path).toLowerCase())) {
    response.writeHead(404, { ...securityHeaders(null), 'content-type': 'text/plain; charset=utf-8' });
    return response.end('Niet gevonden.');
  }
  return sendNoncePage(
    request,
    response,
    page,
    (nonce) => ({ ...securityHeaders(nonce), ...pageHeaders }),
    pageHead(),
  );
}
