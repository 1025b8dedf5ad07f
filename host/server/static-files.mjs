// Serves the host's build: unknown paths get the app (the router shows 'Deze pagina bestaat niet
// (meer).'). Compression and caching by file name: ./precompressed.mjs; the app's page itself, with a
// fresh nonce each time: ./nonce-page.mjs.
import { join } from 'node:path';
import { fileIn, sendFile } from './precompressed.mjs';
import { sendNoncePage } from './nonce-page.mjs';

/**
 * `securityHeaders(nonce)` gives the headers of a file (nonce null) or of the app's page;
 * `pageHeaders` go only on the app's page (index.html), e.g. the preconnect hints.
 */
export function serveStatic(root, request, response, securityHeaders, pageHeaders = {}) {
  const urlPath = new URL(request.url, 'http://localhost').pathname;
  const asset = urlPath !== '/' && urlPath !== '/index.html' ? fileIn(root, urlPath) : null;
  if (asset)
    return sendFile(request, response, asset.path, { headers: securityHeaders(null), stats: asset.stats });
  return sendNoncePage(request, response, join(root, 'index.html'), (nonce) => ({
    ...securityHeaders(nonce),
    ...pageHeaders,
  }));
}
