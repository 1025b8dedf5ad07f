import type { ReactNode } from 'react';
import type { ClientQueryState } from '@portal/shared/data';
import { LoadingSkeleton } from '../loading-skeleton';
import { LOAD_FAILED, NO_DATA } from './load-texts';
import { LoadStatus } from './load-status';
import { useRetry } from './use-retry';

export interface QueryContentProps<TData> {
  query: ClientQueryState<TData>;
  children: (data: TData) => ReactNode;
  /** Data that failed to refresh belongs to other variables (another page): hide it. */
  hideDataOnFailure?: boolean;
  /** The answer holds nothing to show: 'Geen gegevens beschikbaar' instead of `children`. */
  isEmpty?: (data: TData) => boolean;
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
 * failure is announced above it. Plain HTML only: the first screens load no antd for it.
 */
export function QueryContent<TData>({
  query,
  children,
  hideDataOnFailure = false,
  isEmpty,
  error,
  status,
  skeleton = <LoadingSkeleton />,
}: QueryContentProps<TData>) {
  const retry = useRetry(query.refetch);
  const data = query.failed && hideDataOnFailure ? null : query.data;
  const firstLoad = query.loading && !query.data && !query.failed;
  const content =
    data !== null ? isEmpty?.(data) ? <p>{NO_DATA}</p> : children(data) : firstLoad ? skeleton : null;
  return (
    <>
      <LoadStatus failure={query.failed ? LOAD_FAILED : null} retry={retry} error={error} status={status} />
      {content}
    </>
  );
}
