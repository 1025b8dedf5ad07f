import type { Page } from '@playwright/test';

/** The phone width at which no table may be wider than the screen (issue 36). */
export const TABLE_CHECK_WIDTH = 375;

/**
 * Each visible table wider than the screen, as '<where>: table "<name>" 612 px on 375 px'. A table in a
 * sideways-scrolling box counts too: its amount, status and action would be out of sight on a phone
 * (issue 36, Mijn facturen), even though the page itself does not scroll sideways. Lists are cards
 * below 600 px (`@portal/shared/lists`), so a phone should meet no table at all.
 */
export async function tablesWiderThanScreen(page: Page, where: string): Promise<string[]> {
  const wide = await page.evaluate(() => {
    const screenWidth = document.documentElement.clientWidth;
    return [...document.querySelectorAll('table')]
      .filter((table) => table.getClientRects().length > 0)
      .map((table) => {
        const width = Math.max(table.getBoundingClientRect().width, table.scrollWidth);
        const name =
          table.getAttribute('aria-label') ??
          table.closest('[aria-label]')?.getAttribute('aria-label') ??
          table.querySelector('th')?.textContent?.trim() ??
          '';
        return { name, width: Math.round(width), screenWidth };
      })
      .filter((table) => table.width > table.screenWidth);
  });
  return wide.map((table) => `${where}: table "${table.name}" ${table.width} px on ${table.screenWidth} px`);
}
