import type { Key, ReactNode } from 'react';
import './description-list.css';

export interface Fact {
  key: Key;
  label: ReactNode;
  children: ReactNode;
}

/**
 * Facts as label and value, one a line, the same look on every screen: a description list (term and
 * definition to a screen reader) drawn as antd's bordered Descriptions, without antd, so a screen
 * that shows facts loads none (issue 8). An empty value reads '-'.
 */
export function DescriptionList({ items }: { items: readonly Fact[] }) {
  return (
    <dl className="portal-fact-list">
      {items.map((item) => (
        <div key={item.key} className="portal-fact-list__row">
          <dt className="portal-fact-list__label">{item.label}</dt>
          <dd className="portal-fact-list__value">
            {item.children === null || item.children === undefined || item.children === ''
              ? '-'
              : item.children}
          </dd>
        </div>
      ))}
    </dl>
  );
}
