/**
 * CORS for the portal's own origin (PORTAL_URL): the host runs on another port or host and calls
 * the api with credentials. Other origins get no CORS headers, so browsers keep them out.
 */
import { IDEMPOTENCY_HEADER } from './idempotency';
import type { Config } from '../config/env';
import { XSRF_HEADER } from './cookies';

export function allowedOrigin(request: Request, config: Config): string | null {
  const origin = request.headers.get('origin');
  return origin !== null && origin === new URL(config.portalUrl).origin ? origin : null;
}

export function corsHeaders(request: Request, config: Config): Array<[string, string]> {
  const origin = allowedOrigin(request, config);
  if (!origin) return [];
  return [
    ['access-control-allow-origin', origin],
    ['access-control-allow-credentials', 'true'],
    ['vary', 'Origin'],
  ];
}

/** The preflight answer; the router adds the origin headers of corsHeaders() to every response. */
export function preflightResponse(request: Request, config: Config): Response {
  const headers = new Headers();
  if (allowedOrigin(request, config)) {
    headers.set('access-control-allow-methods', 'POST, OPTIONS');
    headers.set('access-control-allow-headers', `content-type, ${XSRF_HEADER}, ${IDEMPOTENCY_HEADER}`);
    headers.set('access-control-max-age', '600');
  }
  return new Response(null, { status: 204, headers });
}
