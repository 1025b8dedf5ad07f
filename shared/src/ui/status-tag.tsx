import type { ReactNode } from 'react';
import './status-tag.css';

/** The tag's colours (status-tag.css): green, blue, red, orange, grey. */
export type StatusTone = 'approved' | 'pending' | 'ongoing' | 'rejected' | 'expired' | 'neutral';

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
