// What every remote says when a read of the api failed: one sentence in `@portal/shared/ui` (issue 37).
export { LOAD_FAILED } from '@portal/shared/ui';
