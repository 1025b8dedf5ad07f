import type { CSSProperties } from 'react';

/** antd buttons keep their text on one line; long Dutch labels must wrap at 320 px (WCAG 1.4.10). */
export const WRAPPING_BUTTON: CSSProperties = { whiteSpace: 'normal', height: 'auto', maxWidth: '100%' };
