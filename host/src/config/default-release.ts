/**
 * The release the portal names itself with when /config.js gives none: the runtime configuration and
 * the early portalInitQuery (lib/start-plan.ts, which runs before the shared options load) agree.
 */
export const DEFAULT_RELEASE = '2.44.0';
