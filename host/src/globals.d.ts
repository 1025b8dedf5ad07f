/** Set at build time from APP_VERSION or the package version (shared/build). */
declare const __APP_VERSION__: string;

declare module '*.css';

/** The first portalInitQuery as the Apollo client sends it, written in at build time (host/build). */
declare const __PORTAL_INIT_REQUEST__: import('./lib/start-plan').PortalInitRequest;
