import type { CSSProperties } from 'react';

/** Layout of the calendar grids; colours come from antd's buttons. */
export const gridStyle = (columns: number): CSSProperties => ({
  display: 'grid',
  gridTemplateColumns: `repeat(${columns}, 1fr)`,
  gap: 4,
});

export const dayCellStyle: CSSProperties = { width: 36, height: 32, padding: 0, textAlign: 'center' };

export const unavailableStyle: CSSProperties = { opacity: 0.35, cursor: 'not-allowed' };

/** Read by screen readers, not shown. */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};
