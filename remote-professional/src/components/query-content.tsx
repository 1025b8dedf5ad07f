import type { ReactNode } from 'react';
import type { ClientQueryState } from '@portal/shared/data';
import { LoadingSkeleton } from '@portal/shared/ui';
import { LOAD_FAILED } from './load-failed';
import { LoadStatus } from './load-status';
import { useRetry } from './use-retry';

export interface QueryContentProps<TData> {
  query: ClientQueryState<TData>;
  children: (data: TData) => ReactNode;
  /** Data that failed to refresh belongs to other variables (another page): hide it. */
  hideDataOnFailure?: boolean;
  /** The screen's other messages, in the same live regions (see `LoadStatus`). */
  error?: ReactNode;
  status?: ReactNode;
  /**
   * What the first load shows instead of the plain skeleton: the screen's own frame, its headings in
   * place. In the same place as the content, so the same elements stay when the data arrives.
   */
  skeleton?: ReactNode;
}

/**
 * A screen's one read of the api: the skeleton on the first load only; a failure with 'Opnieuw
 * proberen' in the screen's status region; data already shown stays when a later read fails, and the
 * failure is announced above it.
 */
export function QueryContent<TData>({
  query,
  children,
  hideDataOnFailure = false,
  error,
  status,
  skeleton = <LoadingSkeleton />,
}: QueryContentProps<TData>) {
  const retry = useRetry(query.refetch);
  const data = query.failed && hideDataOnFailure ? null : query.data;
  const firstLoad = query.loading && !query.data && !query.failed;
  return (
    <>
      <LoadStatus failure={query.failed ? LOAD_FAILED : null} retry={retry} error={error} status={status} />
      {data !== null ? children(data) : firstLoad ? skeleton : null}
    </>
  );
}
