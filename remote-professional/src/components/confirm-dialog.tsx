import type { ReactNode } from 'react';
import { Modal } from 'antd';
import { ScreenScope } from '@portal/shared/ui';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  okText: string;
  cancelText: string;
  busy: boolean;
  onOk: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** A question before an action that cannot be undone: antd's Modal (focus trap, Escape, scroll lock). */
export function ConfirmDialog({
  open,
  title,
  okText,
  cancelText,
  busy,
  onOk,
  onCancel,
  children,
}: ConfirmDialogProps) {
  return (
    <ScreenScope>
      <Modal
        open={open}
        title={title}
        okText={okText}
        cancelText={cancelText}
        confirmLoading={busy}
        onOk={onOk}
        onCancel={onCancel}
      >
        {children}
      </Modal>
    </ScreenScope>
  );
}
