import type { ReactNode } from 'react';

/**
 * A message above or below a form: `alert` for failures (read out at once), `status` for
 * confirmations. Renders nothing without content, so screens can pass `null`.
 */
export function FormMessage({ kind, children }: { kind: 'alert' | 'status'; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div className={kind === 'alert' ? 'portal-alert' : 'portal-page-message'} role={kind}>
      {children}
    </div>
  );
}
