// The load states moved to `@portal/shared/ui` (issue 37); this name stays for screens built on it.
export { QueryContent, type QueryContentProps } from '@portal/shared/ui';
