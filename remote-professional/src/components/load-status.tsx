// Moved to `@portal/shared/ui` (issue 37); this name stays for screens built on it.
export { LoadStatus, type LoadStatusProps } from '@portal/shared/ui';
