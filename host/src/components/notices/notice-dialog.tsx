import { useEffect, useRef, type ReactNode } from 'react';

interface NoticeDialogProps {
  title: string;
  confirmLabel: string;
  onConfirm: () => void;
  children: ReactNode;
}

/** A modal notice on the native <dialog>: focus is trapped, Escape closes, screen readers announce it. */
export function NoticeDialog({ title, confirmLabel, onConfirm, children }: NoticeDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
  }, []);
  return (
    <dialog ref={dialog} className="portal-dialog" aria-labelledby="portal-dialog-title" onClose={onConfirm}>
      <h2 id="portal-dialog-title">{title}</h2>
      {children}
      <form method="dialog">
        <button type="submit" className="portal-button portal-button--primary">
          {confirmLabel}
        </button>
      </form>
    </dialog>
  );
}
