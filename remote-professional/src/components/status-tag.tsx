import { StatusTag as Tag, toneOfStatus } from '@portal/shared/ui';

/** A registration's or request's status (`{ value, label }`) as a coloured tag with its label. */
export function StatusTag({ status }: { status: { value: string; label: string } }) {
  return <Tag tone={toneOfStatus(status.value)}>{status.label}</Tag>;
}
