import type { Page } from '@playwright/test';

/**
 * A form field by its whole label. Required fields carry antd's '*' in front of the label text (part of
 * the accessible name), so a plain `getByLabel(label, { exact: true })` would miss them.
 */
export const formField = (page: Page, label: string) => page.getByLabel(new RegExp(`^\\*?\\s*${label}$`));
