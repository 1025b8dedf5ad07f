import { formatDate } from '@portal/shared/format';

/** A registration period as '01-01-2026 tot 01-01-2031'; an open end is '…', no dates at all '-'. */
export function periodText(from: string | null | undefined, till: string | null | undefined): string {
  if (!from && !till) return '-';
  return `${formatDate(from) || '…'} tot ${formatDate(till) || '…'}`;
}
