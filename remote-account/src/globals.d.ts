/** Set at build time from APP_VERSION or the package version (shared/build). */
declare const __APP_VERSION__: string;

/** Stylesheets imported by @portal/shared components (the multi-step form's step list). */
declare module '*.css';
