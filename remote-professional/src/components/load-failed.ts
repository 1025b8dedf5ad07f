// The load texts are one set for every remote, in `@portal/shared/ui` (issue 37); these names stay.
export { LOAD_FAILED, RELOADED, RETRY, TRY_AGAIN } from '@portal/shared/ui';
