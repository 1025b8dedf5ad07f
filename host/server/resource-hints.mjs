// A Link header on the portal's page: the browser opens connections to the remotes' servers while it
// is still parsing the page, before the app has read /config.js and asked for a remote (issue 8).
import { originOf } from './security-headers.mjs';

/**
 * Two preconnects per remote origin: the federation runtime fetches the manifest in CORS mode, and the
 * chunks load as plain scripts; browsers keep those connections apart.
 */
export function resourceHintHeaders(config) {
  const origins = [
    ...new Set(
      Object.values(config.remotes ?? {})
        .map(originOf)
        .filter(Boolean),
    ),
  ];
  if (origins.length === 0) return {};
  const hints = origins.flatMap((origin) => [
    `<${origin}>; rel=preconnect`,
    `<${origin}>; rel=preconnect; crossorigin`,
  ]);
  return { link: hints.join(', ') };
}
