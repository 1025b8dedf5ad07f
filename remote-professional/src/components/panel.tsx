import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * A bordered block with a title bar, as antd's Card draws it (the theme's border, radius and padding;
 * the title bar at least 56 px high and wrapping, as the shell's styles make Card's), as plain HTML:
 * Card brings antd's Tabs, Menu and Dropdown along, about 24 KiB the overview does not use (issue 8).
 */
export function Panel({ title, children }: { title: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return (
    <div
      style={{
        background: token.colorBgContainer,
        border,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
      }}
    >
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          minHeight: 56,
          paddingBlock: 8,
          paddingInline: token.paddingLG,
          borderBottom: border,
          color: token.colorTextHeading,
          fontWeight: token.fontWeightStrong,
          fontSize: token.fontSizeLG,
        }}
      >
        {title}
      </div>
      <div style={{ padding: token.paddingLG }}>{children}</div>
    </div>
  );
}
