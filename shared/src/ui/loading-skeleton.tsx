import { FORM_TEXT } from './messages';
import './loading-skeleton.css';

/**
 * A screen's placeholder while its data loads, announced as 'Laden...'. Plain HTML in antd's Skeleton
 * look: screens without any other antd (the overview) must not load antd for it (issue 8). The bars
 * are decoration only; the status text says what is going on.
 */
export function LoadingSkeleton() {
  return (
    <div role="status">
      <span className="portal-visually-hidden">{FORM_TEXT.loading}</span>
      <div className="portal-skeleton" aria-hidden="true">
        <div className="portal-skeleton__bar portal-skeleton__title" />
        <ul className="portal-skeleton__lines">
          <li className="portal-skeleton__bar" />
          <li className="portal-skeleton__bar" />
          <li className="portal-skeleton__bar" />
        </ul>
      </div>
    </div>
  );
}
