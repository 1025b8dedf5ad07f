/** Reading the Cookie header and writing Set-Cookie lines, for the three cookies the api uses. */

export const SESSION_COOKIE = 'portal_session';
export const GUEST_COOKIE = 'portal_guest';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/**
 * Over HTTPS the HttpOnly cookies carry the `__Host-` prefix: browsers then refuse them unless they
 * are Secure, for Path=/ and without Domain, so a sibling subdomain cannot plant or overwrite them.
 * (The XSRF-TOKEN cookie keeps its name: the portal's client reads it by that name.)
 */
export function cookieName(base: string, secure: boolean): string {
  return secure ? `__Host-${base}` : base;
}

export function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    const raw = part.slice(index + 1).trim();
    if (cookies.has(name)) continue; // the first (most specific path) wins, as in browsers
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw);
    }
  }
  return cookies;
}

export interface CookieOptions {
  httpOnly: boolean;
  secure: boolean;
  /** Seconds; 0 deletes the cookie. Omitted: a browser-session cookie (the server enforces expiry). */
  maxAge?: number;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  if (options.maxAge !== undefined) {
    parts.push(`Max-Age=${options.maxAge}`);
    if (options.maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  }
  return parts.join('; ');
}
