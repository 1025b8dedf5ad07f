import type { ReactNode } from 'react';
import './panel.css';

/**
 * A bordered block with a title bar, as antd's Card draws it, as plain HTML and CSS: Card brings
 * antd's Tabs, Menu and Dropdown along, and the overview loads no antd at all (issue 8).
 */
export function Panel({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="portal-panel">
      <div className="portal-panel__head">{title}</div>
      <div className="portal-panel__body">{children}</div>
    </div>
  );
}
