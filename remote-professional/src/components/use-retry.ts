// Moved to `@portal/shared/ui` (issue 37); this name stays for screens built on it.
export { useRetry, type Retry } from '@portal/shared/ui';
