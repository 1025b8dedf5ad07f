// Serves the host's build: unknown paths get the app (the router shows 'Deze pagina bestaat niet
// (meer).'). Compression and caching by file name: ./precompressed.mjs.
import { statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { REVALIDATE, sendFile } from './precompressed.mjs';

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

/** `pageHeaders` go only on the app's page (index.html), e.g. the preconnect hints. */
export function serveStatic(root, request, response, securityHeaders, pageHeaders = {}) {
  const urlPath = new URL(request.url, 'http://localhost').pathname;
  const asset = urlPath !== '/' ? fileIn(root, urlPath) : null;
  if (asset) return sendFile(request, response, asset, { headers: securityHeaders });
  // index.html names the current chunks: every load asks whether it changed.
  return sendFile(request, response, join(root, 'index.html'), {
    headers: { ...securityHeaders, ...pageHeaders },
    cacheControl: REVALIDATE,
  });
}
