import { Skeleton } from 'antd';
import { FORM_TEXT } from '../forms/messages';

/**
 * A screen's placeholder while its data loads, announced as 'Laden...': antd's Skeleton passes no
 * aria attributes on, so the status text sits beside it for screen readers.
 */
export function LoadingSkeleton() {
  return (
    <div role="status">
      <span className="portal-visually-hidden">{FORM_TEXT.loading}</span>
      <Skeleton active />
    </div>
  );
}
