/**
 * The nonce of the page's Content-Security-Policy, which the host's server writes into
 * `<meta property="csp-nonce" nonce="…">` for every response (host/server/nonce-page.mjs). antd's
 * run-time <style> elements need it: the policy has no 'unsafe-inline'. Browsers hide the nonce
 * attribute once the page is parsed; the element's `nonce` property keeps it. Undefined without the
 * element (tests, a page served without the host's server): there is no policy to satisfy then.
 */
export function pageCspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce');
  return nonce || undefined;
}
