import './text-input.css';

/** The class of a plain text box (text-input.css), with the error border while it has errors. */
export function textInputClass(hasErrors: boolean): string {
  return hasErrors ? 'portal-text-input portal-text-input--error' : 'portal-text-input';
}
