import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The drawer's navigation ('Hoofdmenu'), opened where it can be closed. Between the small and
 * extra-large breakpoints a closed drawer is a rail with a 'Menu openen' button; wider, it stays open.
 * The shell is waited for first: right after a navigation the button is not there yet, and a check
 * that finds no button then would leave the rail closed (CI failed on exactly that, waiting for
 * 'Scholingsadvies' in a closed rail).
 */
export async function openDrawer(page: Page): Promise<Locator> {
  const drawer = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(page.locator('#portal-drawer')).toBeAttached();
  const toggle = drawer.getByRole('button', { name: 'Menu openen' });
  if (await toggle.isVisible()) await toggle.click();
  return drawer;
}

/** To a phone's width, with a drawer opened at desktop width closed first: it would cover the page. */
export async function toPhoneWidth(page: Page): Promise<void> {
  await page.setViewportSize({ width: 375, height: 800 });
  const close = page.getByRole('button', { name: 'Menu sluiten' });
  if (await close.isVisible()) await close.click();
}

/** A link in the opened drawer, e.g. `drawerLink(page, /Herregistratie/)` (its name holds the deadline). */
export async function drawerLink(page: Page, name: string | RegExp): Promise<Locator> {
  return (await openDrawer(page)).getByRole('link', { name });
}
