/**
 * The anti-forgery token: an HMAC of what identifies the browser (its session id, or for a guest
 * its pre-session id), so a token is only good together with that browser's HttpOnly cookie.
 */
import { hmac, safeEqual } from './tokens';

export type XsrfBinding = { kind: 'session' | 'guest'; id: string };

export function xsrfTokenFor(appKey: string, binding: XsrfBinding): string {
  return hmac(appKey, `xsrf:${binding.kind}:${binding.id}`);
}

/** The expected token is computed by the caller (a kept session carries its own). */
export function matchesXsrfToken(expected: string, presented: string | null): boolean {
  return presented !== null && presented !== '' && safeEqual(presented, expected);
}
