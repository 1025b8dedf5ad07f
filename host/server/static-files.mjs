// Serves the host's build: unknown paths get the app (the router shows 'Deze pagina bestaat niet
// (meer).'). Compression and caching by file name: ./precompressed.mjs; the app's page itself, with a
// fresh nonce each time: ./nonce-page.mjs.
import { join } from 'node:path';
import { fileAt, pathIn, sendFile } from './precompressed.mjs';
import { sendNoncePage } from './nonce-page.mjs';

/**
 * `securityHeaders(nonce)` gives the headers of a file (nonce null) or of the app's page;
 * `pageHeaders` go only on the app's page (index.html), e.g. the preconnect hints.
 */
export function serveStatic(root, request, response, securityHeaders, pageHeaders = {}) {
  const path = pathIn(root, new URL(request.url, 'http://localhost').pathname);
  if (!path) {
    response.writeHead(400, { ...securityHeaders(null), 'content-type': 'text/plain; charset=utf-8' });
    return response.end('Dit adres is ongeldig.');
  }
  const page = join(root, 'index.html');
  // Told by the file it names, not by how the URL spells it: '/%69ndex.html' is the page too, and must
  // never be sent as the file with its nonce placeholder.
  const asset = path === page ? null : fileAt(path);
  if (asset) return sendFile(request, response, asset, securityHeaders(null));
  return sendNoncePage(request, response, page, (nonce) => ({ ...securityHeaders(nonce), ...pageHeaders }));
}
