import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { SCREENSHOT_DIR } from '../support/paths';
import { authStateFile } from '../support/auth-state';

const ROLES = [
  { role: 'professional', groups: ['Mijn SKJ', 'Mijn Portfolio', 'Overig'] },
  { role: 'werkgever', groups: ['Werkgever', 'Organisatie'] },
  { role: 'opleider', groups: ['Accreditaties', 'Digitale certificaten', 'Organisatie'] },
] as const;

async function openDrawer(page: Page) {
  // The shell (and its menu button) appears once the session is known: wait for the page first.
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  const toggle = page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('button', { name: 'Menu openen' });
  if (await toggle.isVisible()) await toggle.click();
}

for (const { role, groups } of ROLES) {
  test.describe(role, () => {
    test.use({ storageState: authStateFile(role) });
    test(`the drawer shows exactly the groups of a ${role}, and the dashboard is captured at three widths`, async ({
      page,
    }) => {
      await page.goto('/dashboard');
      await expect(page.getByRole('banner')).toContainText(`Ingelogd als ${role}`);
      await openDrawer(page);
      const drawer = page.getByRole('navigation', { name: 'Hoofdmenu' });
      const headings = drawer.getByRole('heading', { level: 2 });
      await expect(headings).toHaveText([...groups]);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Review artefacts, not pixel assertions.
      for (const width of [375, 1024, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        await page.reload();
        await expect(page.getByRole('banner')).toContainText(`Ingelogd als ${role}`);
        await page.waitForTimeout(300);
        await page.screenshot({
          path: resolve(SCREENSHOT_DIR, `dashboard-${role}-${width}.png`),
          fullPage: true,
        });
      }
    });
  });
}

test('a guest sees Inloggen, Hulp nodig? and Uitloggen in the drawer', async ({ page }) => {
  await page.goto('/keuzehulp');
  await openDrawer(page);
  const drawer = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(drawer.getByRole('link', { name: 'Inloggen' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Hulp nodig?' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Uitloggen' })).toBeVisible();
  await expect(drawer.getByRole('heading')).toHaveCount(0);
});

test('the login page has no drawer, and every outside footer link opens a new tab', async ({ page }) => {
  await page.goto('/login');
  // The shell (header, footer) appears once the session is known: look once the login form is there.
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toHaveCount(0);
  const outside = footer.locator('a[href^="http"]');
  expect(await outside.count()).toBeGreaterThanOrEqual(9);
  for (const link of await outside.all()) await expect(link).toHaveAttribute('target', '_blank');
});

test.describe('on a small screen', () => {
  test.use({ storageState: authStateFile('professional'), viewport: { width: 375, height: 800 } });
  test('the drawer closes when the route changes', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(drawer.getByRole('link', { name: 'Mijn facturen' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Mijn facturen' }).click();
    await expect(page).toHaveURL(/\/mijn-facturen$/);
    await expect(drawer.getByRole('link', { name: 'Mijn facturen' })).toBeHidden();
  });
});
