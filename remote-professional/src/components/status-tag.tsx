import { Tag } from 'antd';

// Solid tags with white text: each colour passes WCAG AA contrast (antd's light presets do not).
// The label inside says the status in words; the colour only repeats it.
const STATUS_COLORS: Record<string, string> = {
  approved: '#237804',
  pending: '#0050b3',
  ongoing: '#0050b3',
  rejected: '#a8071a',
  expired: '#ad4e00',
};
const NEUTRAL_STATUS_COLOR = '#434343';

/** A registration's status (`{ value, label }`) as a coloured tag with its label. */
export function StatusTag({ status }: { status: { value: string; label: string } }) {
  return <Tag color={STATUS_COLORS[status.value] ?? NEUTRAL_STATUS_COLOR}>{status.label}</Tag>;
}
