// Forwards the api's paths so the browser sees one origin (cookies and the XSRF token stay first-party).
import http from 'node:http';

/**
 * The host appends the address it saw to what came in, as every proxy does: behind a load balancer
 * the api then finds the real client one entry further left (TRUST_PROXY=2). Overwriting would make
 * every visitor the load balancer, and one client's sign-in limit everybody's.
 */
export function appendForwardedFor(incoming, socketAddress) {
  const earlier = (Array.isArray(incoming) ? incoming.join(', ') : (incoming ?? '')).trim();
  const own = socketAddress ?? 'unknown';
  return earlier ? `${earlier}, ${own}` : own;
}

/**
 * The connections to the api. Node's http server (the api) closes an idle connection after 5 s
 * (keepAliveTimeout) and Node's global agent kept one for 5 s too, so a request could leave on a
 * connection the api was closing at that moment and fail (ECONNRESET: a 502 'De server is tijdelijk
 * niet bereikbaar.' for a page's portalInitQuery in a browser test). Idle connections go a second earlier.
 */
export const API_AGENT = new http.Agent({ keepAlive: true, timeout: 4000 });

export function proxyToApi(apiUrl, request, response) {
  const target = new URL(request.url, apiUrl);
  const headers = {
    ...request.headers,
    host: target.host,
    'x-forwarded-host': request.headers.host ?? '',
    'x-forwarded-proto': request.headers['x-forwarded-proto'] ?? 'http',
    'x-forwarded-for': appendForwardedFor(request.headers['x-forwarded-for'], request.socket.remoteAddress),
  };
  const upstream = http.request(
    target,
    { method: request.method, headers, agent: API_AGENT },
    (upstreamResponse) => {
      response.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.headers);
      upstreamResponse.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (!response.headersSent) {
      response.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
    }
    response.end(JSON.stringify({ errors: [{ message: 'De server is tijdelijk niet bereikbaar.' }] }));
  });
  request.pipe(upstream);
}
