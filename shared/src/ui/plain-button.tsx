/**
 * A plain button in antd's Button look (plain-button.css), for what loads no antd: a form's step
 * buttons, 'Opnieuw proberen' on the overview. The button element stays the caller's, with its own
 * type, handlers and ARIA; this gives its class and its busy mark.
 */
import './plain-button.css';

export function plainButtonClass(kind: 'default' | 'primary' = 'default'): string {
  return kind === 'primary' ? 'portal-plain-button portal-plain-button--primary' : 'portal-plain-button';
}

/** The busy mark inside a plain button while its work runs; hidden from screen readers. */
export function PlainButtonSpinner() {
  return <span className="portal-plain-button__spinner" aria-hidden="true" />;
}
