import type { ReactNode } from 'react';
import './status-tag.css';

/**
 * The tag's colours by their meaning, as antd names them (status-tag.css): green for done or valid, blue
 * for under way, red for refused, orange for needing action or lapsed, grey for anything else. Each
 * screen says which of its statuses has which.
 */
export type StatusTone = 'success' | 'info' | 'error' | 'warning' | 'neutral';

/**
 * The colour of each status value the api uses on more than one screen (a registration, a request, an
 * application for accreditation or a practical programme, a professional's registration as an employer
 * sees it): one meaning, one colour everywhere. A value not here is grey.
 */
const STATUS_TONES: Readonly<Record<string, StatusTone>> = {
  approved: 'success',
  registered: 'success',
  pending: 'info',
  ongoing: 'info',
  requested: 'info',
  rejected: 'error',
  struckOff: 'error',
  incomplete: 'warning',
  expired: 'warning',
  suspended: 'warning',
};

/** The tone of an api status value (`status.value`); grey for one without a colour of its own. */
export function toneOfStatus(value: string): StatusTone {
  return STATUS_TONES[value] ?? 'neutral';
}

export interface StatusTagProps {
  tone: StatusTone;
  /** A text that may be long (a refusal's reason): it wraps on a phone instead of staying on one line. */
  wrap?: boolean;
  children: ReactNode;
}

/**
 * A status or result in antd's Tag look without antd (a list's first view loads none): the words inside
 * say it, the colour only repeats it, and each text colour passes WCAG AA contrast on its tint (antd's
 * light presets do not).
 */
export function StatusTag({ tone, wrap = false, children }: StatusTagProps) {
  const classes = ['portal-status-tag', `portal-status-tag--${tone}`];
  if (wrap) classes.push('portal-status-tag--wrap');
  return <span className={classes.join(' ')}>{children}</span>;
}
