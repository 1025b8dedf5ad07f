/** Set at build time from APP_VERSION or the package version (shared/build). */
declare const __APP_VERSION__: string;

declare module '*.css';
