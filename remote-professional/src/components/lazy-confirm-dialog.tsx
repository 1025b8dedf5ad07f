import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog';

const ConfirmDialog = lazy(() =>
  import('./confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

/**
 * The confirmation dialog, its code (antd's Modal) asked for only when it first opens: a screen that
 * may ask (Herregistratie indienen, an activity's Verwijderen) no longer loads and runs it on its first
 * view (issue 38). Once opened it stays mounted, so closing keeps antd's animation and focus return.
 */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(false);
  if (props.open && !opened) setOpened(true);
  if (!props.open && !opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
