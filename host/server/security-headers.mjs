// The headers of every page the host serves: a Content-Security-Policy built from the same
// configuration as /config.js (so it lists exactly the remotes, the api and the outside scripts the
// portal is configured with), HSTS when the portal is served over HTTPS, and no framing. Nothing inline
// runs or styles by 'unsafe-inline': the build's inline blocks by their hash, antd's run-time <style>
// elements by the nonce of the response (./nonce-page.mjs).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const BASE_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

const INLINE_BLOCKS = {
  script: /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g,
  style: /<style[^>]*>([\s\S]*?)<\/style>/g,
};

/**
 * The sha256 sources of the inline scripts and styles of the built HTML pages in `dir` (the
 * old-browser check in index.html, the style of verouderde-browser.html).
 */
export function inlineHashes(dir) {
  const hashes = { script: [], style: [] };
  let pages;
  try {
    pages = readdirSync(dir).filter((name) => name.endsWith('.html'));
  } catch {
    return hashes;
  }
  for (const page of pages) {
    const html = readFileSync(join(dir, page), 'utf8');
    for (const [kind, pattern] of Object.entries(INLINE_BLOCKS)) {
      for (const match of html.matchAll(pattern)) {
        hashes[kind].push(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
      }
    }
  }
  return hashes;
}

/** What tells one build's pages from the next: their names, sizes and times (a copy may keep the time). */
function pagesSignature(dir) {
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith('.html'))
      .sort()
      .map((name) => {
        const { mtimeMs, size } = statSync(join(dir, name));
        return `${name}:${mtimeMs}:${size}`;
      })
      .join('|');
  } catch {
    return '';
  }
}

/**
 * `inlineHashes(dir)` as the pages are now: computed again when a page changes on disk, so a build
 * copied over the running server's (index.html with other inline blocks) is allowed by its own hashes
 * without a restart.
 */
export function currentInlineHashes(dir) {
  let signature = null;
  let hashes = null;
  return () => {
    const now = pagesSignature(dir);
    if (now !== signature) {
      signature = now;
      hashes = inlineHashes(dir);
    }
    return hashes;
  };
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

/**
 * The policy for the portal's HTML, from its runtime configuration, the hashes of the build's inline
 * blocks and, for the app's page, the response's nonce.
 */
export function contentSecurityPolicy(config, { script = [], style = [] } = {}, nonce = null) {
  const remotes = Object.values(config.remotes ?? {}).map(originOf);
  const api = originOf(config.qoreGraphqlUrl);
  const outsideScripts = [
    originOf(config.fontScriptUrl),
    originOf(config.chatScriptUrl),
    config.tagManagerId ? 'https://www.googletagmanager.com' : null,
  ];
  const scripts = unique(["'self'", ...script, ...remotes, ...outsideScripts]);
  const connections = unique(["'self'", api, ...remotes, ...outsideScripts]);
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // antd writes its CSS-in-JS into <style> elements at run time, each carrying the nonce.
    `style-src ${unique(["'self'", nonce && `'nonce-${nonce}'`, ...style, ...remotes]).join(' ')}`,
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

export function pageSecurityHeaders(env, request, config, hashes, nonce = null) {
  return {
    ...BASE_SECURITY_HEADERS,
    'content-security-policy': contentSecurityPolicy(config, hashes, nonce),
    ...(isHttps(env, request) ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
