// Moved to `@portal/shared/ui` (issue 37); this name stays for screens built on it.
export { RetryButton } from '@portal/shared/ui';
