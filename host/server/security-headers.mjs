// The headers of every page the host serves: a Content-Security-Policy built from the same
// configuration as /config.js (so it lists exactly the remotes, the api and the outside scripts the
// portal is configured with), HSTS when the portal is served over HTTPS, and no framing.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

export const BASE_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/** The sha256 sources of the inline scripts of a built HTML page (the old-browser check). */
export function inlineScriptHashes(htmlPath) {
  let html;
  try {
    html = readFileSync(htmlPath, 'utf8');
  } catch {
    return [];
  }
  const hashes = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export function originOf(url) {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

function unique(values) {
  return [...new Set(values.filter(Boolean))];
}

/** The policy for the portal's HTML, from its runtime configuration and the inline script hashes. */
export function contentSecurityPolicy(config, scriptHashes) {
  const remotes = Object.values(config.remotes ?? {}).map(originOf);
  const api = originOf(config.qoreGraphqlUrl);
  const outsideScripts = [
    originOf(config.fontScriptUrl),
    originOf(config.chatScriptUrl),
    config.tagManagerId ? 'https://www.googletagmanager.com' : null,
  ];
  const scripts = unique(["'self'", ...scriptHashes, ...remotes, ...outsideScripts]);
  const connections = unique(["'self'", api, ...remotes, ...outsideScripts]);
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // antd writes its CSS-in-JS into <style> elements at run time; styles only, never scripts.
    `style-src ${unique(["'self'", "'unsafe-inline'", ...remotes]).join(' ')}`,
    `img-src ${unique(["'self'", 'data:', ...remotes]).join(' ')}`,
    `font-src ${unique(["'self'", 'data:', ...remotes]).join(' ')}`,
    `connect-src ${connections.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** HSTS only where the browser reached us over HTTPS: over plain HTTP the header means nothing. */
export function isHttps(env, request) {
  return env.PUBLIC_PROTOCOL === 'https' || Boolean(request.socket?.encrypted);
}

export function pageSecurityHeaders(env, request, config, scriptHashes) {
  return {
    ...BASE_SECURITY_HEADERS,
    'content-security-policy': contentSecurityPolicy(config, scriptHashes),
    ...(isHttps(env, request) ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
