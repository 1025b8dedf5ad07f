import './progress-bar.css';

export interface ProgressBarProps {
  value: number;
  max: number;
  /** Met: drawn in green; the words beside the bar say so too, not only the colour. */
  met?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
}

/**
 * A native `<progress>` in the look of antd's Progress line with the portal theme (issue 36: the
 * re-registration's bars were the browser's grey ones): a thin rail in colorFillSecondary, the value in
 * colorPrimary, or green once met. Still a progressbar to a screen reader, with its value.
 */
export function ProgressBar({ value, max, met = false, className, ...aria }: ProgressBarProps) {
  const classes = ['portal-progress'];
  if (met) classes.push('portal-progress--met');
  if (className) classes.push(className);
  return <progress className={classes.join(' ')} max={max} value={Math.min(value, max)} {...aria} />;
}
