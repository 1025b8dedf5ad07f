import type { ReactNode } from 'react';
import { NoticeIcon } from './notice-icons';
import './attention-notice.css';

export interface AttentionNoticeProps {
  kind: 'info' | 'warning';
  title: ReactNode;
  children: ReactNode;
}

/**
 * Something that needs the user's attention (the overviews' lists, an application sent back), in
 * antd's Alert look as plain HTML: the overviews load no antd (issue 8). Not a live region as antd's
 * Alert is: the list is there when the page loads, and a screen reader would read every item out at once.
 */
export function AttentionNotice({ kind, title, children }: AttentionNoticeProps) {
  return (
    <div className={`portal-attention-notice portal-attention-notice--${kind}`}>
      <NoticeIcon kind={kind} />
      <div className="portal-attention-notice__section">
        <p className="portal-attention-notice__title">{title}</p>
        <div className="portal-attention-notice__description">{children}</div>
      </div>
    </div>
  );
}
