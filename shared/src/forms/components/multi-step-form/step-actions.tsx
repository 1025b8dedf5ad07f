/**
 * The buttons under a step: 'Vorige', 'Opslaan als concept', and 'Volgende' or the submit button. The
 * browser's own buttons in the look of antd's default and primary Button (the shared plain button): a
 * form's first step then needs none of antd (issue 8).
 */
import type { MouseEvent } from 'react';
import { PlainButtonSpinner, plainButtonClass } from '../../../ui/plain-button';
import { FORM_TEXT } from '../../messages';
import './step-actions.css';

export interface StepActionsProps {
  isFirst: boolean;
  isLast: boolean;
  busy: boolean;
  submitLabel: string;
  showDraft: boolean;
  onBack: () => void;
  onSaveDraft: () => void;
}

export function StepActions({
  isFirst,
  isLast,
  busy,
  submitLabel,
  showDraft,
  onBack,
  onSaveDraft,
}: StepActionsProps) {
  // While saving, the submit button keeps its focus and its name (a disabled button would drop the
  // focus to the page): it says it is unavailable and ignores presses, as antd's loading button did.
  const ignoreWhileBusy = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) event.preventDefault();
  };
  return (
    <div className="portal-step-actions">
      <div>
        {isFirst ? null : (
          <button type="button" className={plainButtonClass()} onClick={onBack} disabled={busy}>
            {FORM_TEXT.previous}
          </button>
        )}
      </div>
      <div className="portal-step-actions__end">
        {showDraft ? (
          <button type="button" className={plainButtonClass()} onClick={onSaveDraft} disabled={busy}>
            {FORM_TEXT.saveDraft}
          </button>
        ) : null}
        <button
          type="submit"
          className={plainButtonClass('primary')}
          aria-busy={busy || undefined}
          aria-disabled={busy || undefined}
          onClick={ignoreWhileBusy}
        >
          {busy ? <PlainButtonSpinner /> : null}
          {isLast ? submitLabel : FORM_TEXT.next}
        </button>
      </div>
    </div>
  );
}
