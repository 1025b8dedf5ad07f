import './status-tag.css';

// The label inside says the status in words; the colour only repeats it. Each text colour passes
// WCAG AA contrast on its tint (antd's light presets do not).
const COLOURED_STATUSES = new Set(['approved', 'pending', 'ongoing', 'rejected', 'expired']);

/** A registration's status (`{ value, label }`) as a coloured tag with its label. */
export function StatusTag({ status }: { status: { value: string; label: string } }) {
  const colour = COLOURED_STATUSES.has(status.value) ? status.value : 'neutral';
  return <span className={`portal-status-tag portal-status-tag--${colour}`}>{status.label}</span>;
}
