import type { CSSProperties, ReactNode, Ref } from 'react';
import './heading.css';

export interface HeadingProps {
  level: 1 | 2 | 3;
  id?: string;
  style?: CSSProperties;
  tabIndex?: number;
  ref?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/**
 * A heading that looks as antd's Typography.Title does, as plain HTML and CSS: Typography brings
 * antd's Input and Tooltip along, and even reading the theme's tokens loads antd's core, which the
 * overview does not need (issue 8).
 */
export function Heading({ level, id, style, tabIndex, ref, children }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      id={id}
      ref={ref}
      tabIndex={tabIndex}
      className={`portal-heading portal-heading--${level}`}
      style={style}
    >
      {children}
    </Tag>
  );
}
