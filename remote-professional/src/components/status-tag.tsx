import { StatusTag as Tag, type StatusTone } from '@portal/shared/ui';

// The api's status values that have a colour of their own; any other shows grey.
const COLOURED_STATUSES = new Set<string>(['approved', 'pending', 'ongoing', 'rejected', 'expired']);

/** A registration's or request's status (`{ value, label }`) as a coloured tag with its label. */
export function StatusTag({ status }: { status: { value: string; label: string } }) {
  const tone = (COLOURED_STATUSES.has(status.value) ? status.value : 'neutral') as StatusTone;
  return <Tag tone={tone}>{status.label}</Tag>;
}
