/**
 * 'Wijzigingen niet opgeslagen. Toch verlaten?': asked when a navigation would drop a step's unsaved
 * changes. A plain modal alert dialog (no antd: a form's first step loads none, issue 8): 'Blijven' has
 * the focus, Tab stays between the two buttons, Escape stays, and the focus goes back where it was.
 */
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { plainButtonClass } from '../../../ui/plain-button';
import { FORM_TEXT } from '../../messages';
import './leave-confirm-dialog.css';

export interface LeaveConfirmDialogProps {
  onLeave: () => void;
  onStay: () => void;
}

export function LeaveConfirmDialog({ onLeave, onStay }: LeaveConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  const stayRef = useRef<HTMLButtonElement>(null);
  const leaveRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stayRef.current?.focus();
    return () => before?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onStay();
      return;
    }
    if (event.key !== 'Tab') return;
    // Two buttons: Tab and Shift+Tab move between them and never out of the dialog.
    event.preventDefault();
    const next = document.activeElement === stayRef.current ? leaveRef.current : stayRef.current;
    next?.focus();
  };

  return createPortal(
    <div className="portal-leave-dialog__backdrop">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        className="portal-leave-dialog"
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="portal-leave-dialog__title">
          {FORM_TEXT.leaveTitle}
        </h2>
        <p id={textId}>{FORM_TEXT.leaveText}</p>
        <div className="portal-leave-dialog__actions">
          <button ref={leaveRef} type="button" className={plainButtonClass()} onClick={onLeave}>
            {FORM_TEXT.leave}
          </button>
          <button ref={stayRef} type="button" className={plainButtonClass('primary')} onClick={onStay}>
            {FORM_TEXT.stay}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
