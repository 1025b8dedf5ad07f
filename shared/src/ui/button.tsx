import type { ButtonHTMLAttributes } from 'react';
import { buttonClass } from './button-class';
import { PlainButtonSpinner } from './plain-button';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  kind?: 'default' | 'primary' | 'danger';
  /** Work in progress: the button keeps its focus and name, presses are ignored (aria-busy). */
  busy?: boolean;
}

/**
 * The portal's button outside forms: the plain button in antd's Button look (plain-button.css), at
 * the theme's control height, its text wrapping onto more lines where a long Dutch label does not fit
 * (WCAG 1.4.10) instead of overflowing or shrinking the button.
 */
export function Button({
  kind = 'default',
  busy = false,
  type = 'button',
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const classes = [buttonClass(kind)];
  if (className) classes.push(className);
  return (
    <button
      type={type}
      className={classes.join(' ')}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={busy ? undefined : onClick}
      {...rest}
    >
      {busy && <PlainButtonSpinner />}
      {children}
    </button>
  );
}
