import type { Key, ReactNode } from 'react';
import './fact-list.css';

export interface Fact {
  key: Key;
  label: ReactNode;
  children: ReactNode;
}

/**
 * Facts as label and value, one a line, the same look on every screen of this remote: a description
 * list (term and definition to a screen reader) drawn as antd's bordered Descriptions, without antd,
 * so the overview loads none (issue 8).
 */
export function FactList({ items }: { items: readonly Fact[] }) {
  return (
    <dl className="portal-fact-list">
      {items.map((item) => (
        <div key={item.key} className="portal-fact-list__row">
          <dt className="portal-fact-list__label">{item.label}</dt>
          <dd className="portal-fact-list__value">{item.children}</dd>
        </div>
      ))}
    </dl>
  );
}
