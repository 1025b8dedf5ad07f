/**
 * The date field's calendar as a dialog, below 450 px width; inside the calendar's own chunk
 * (date-calendar.tsx), so the form's first screen does not wait for antd's Modal (issue 8).
 */
import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { FORM_TEXT } from '../../messages';

export interface DateDialogProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

export function DateDialog({ open, onClose, children }: DateDialogProps) {
  return (
    <Modal
      open={open}
      title={FORM_TEXT.chooseDate}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={340}
    >
      {children}
    </Modal>
  );
}
