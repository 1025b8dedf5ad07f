/** Small helpers for the plain (non-GraphQL) JSON answers of the router. */

export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...Object.fromEntries(new Headers(headers)),
    },
  });
}

/** A refusal in the GraphQL error shape, so the client's error handling reads it like any other. */
export function graphqlRefusal(message: string, status: number): Response {
  return json({ errors: [{ message, extensions: { code: status } }] }, status);
}

/**
 * Adds headers to the response itself: a copy would wrap Yoga's buffered body in a stream, which
 * the server adapter then has to pipe instead of writing at once (issue 8). Only a response with
 * immutable headers (one fetched from elsewhere) is copied.
 */
export function withHeaders(response: Response, extra: Array<[string, string]>): Response {
  if (extra.length === 0) return response;
  try {
    for (const [name, value] of extra) response.headers.append(name, value);
    return response;
  } catch {
    return copyWithHeaders(response, extra);
  }
}

function copyWithHeaders(response: Response, extra: Array<[string, string]>): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of extra) headers.append(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
