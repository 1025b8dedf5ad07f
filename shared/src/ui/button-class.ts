import { plainButtonClass } from './plain-button';

export type ButtonKind = 'default' | 'primary' | 'danger';

/**
 * The classes of the portal's button (plain-button.css) for an element that is not our Button: a
 * router Link that looks like one ('Betalen'), a submit button of a plain form. One scale for all
 * (portal-theme BUTTON_SCALE): the theme's height on a wide screen, the touch height on a phone; the
 * text wraps instead of overflowing; `block` fills its row.
 */
export function buttonClass(kind: ButtonKind = 'default', options: { block?: boolean } = {}): string {
  const classes = [plainButtonClass(kind === 'primary' ? 'primary' : 'default'), 'portal-plain-button--wrap'];
  if (kind === 'danger') classes.push('portal-plain-button--danger');
  if (options.block) classes.push('portal-plain-button--block');
  return classes.join(' ');
}
