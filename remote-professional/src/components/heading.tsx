import { theme } from 'antd';
import type { CSSProperties, ReactNode, Ref } from 'react';

export interface HeadingProps {
  level: 1 | 2 | 3;
  id?: string;
  style?: CSSProperties;
  tabIndex?: number;
  ref?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/**
 * A heading that looks as antd's Typography.Title does (the theme's heading size, line height, weight
 * and colour, half an em below), as plain HTML: Typography brings antd's Input and Tooltip along,
 * about 23 KiB a screen without form fields does not need (issue 8).
 */
export function Heading({ level, id, style, tabIndex, ref, children }: HeadingProps) {
  const { token } = theme.useToken();
  const Tag = `h${level}` as const;
  return (
    <Tag
      id={id}
      ref={ref}
      tabIndex={tabIndex}
      style={{
        marginBottom: '0.5em',
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: token[`fontSizeHeading${level}`],
        lineHeight: token[`lineHeightHeading${level}`],
        wordBreak: 'break-word',
        ...style,
      }}
    >
      {children}
    </Tag>
  );
}
