/** The load states of a data screen (issue 37): one implementation for every remote. */
export { QueryContent, type QueryContentProps } from './query-content';
export { LoadStatus, type LoadStatusProps } from './load-status';
export { RetryButton } from './retry-button';
export { useRetry, type Retry } from './use-retry';
export { LOAD_FAILED, LOADING, NO_DATA, RELOADED, RETRY, TRY_AGAIN } from './load-texts';
