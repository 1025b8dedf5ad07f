import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';

const chrome = (major: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Safari/537.36`;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

test.describe('a very old browser', () => {
  test.use({ userAgent: chrome(80) });
  test('is sent to the outdated-browser page', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/verouderde-browser\.html$/);
    await expect(page.getByRole('heading', { name: 'Je browser is verouderd' })).toBeVisible();
  });
});

test.describe('a moderately old browser', () => {
  test.use({ userAgent: chrome(88) });
  test("gets the 'Jouw browser is verouderd' dialog", async ({ page }) => {
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Jouw browser is verouderd' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('a phone', () => {
  test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 } });
  test("sees the mobile notice once; 'Oké, ik snap het' is remembered", async ({ page }) => {
    await page.goto('/login');
    const notice = page.getByRole('dialog', { name: 'Let op' });
    await expect(notice).toContainText('mobiele telefoon of tablet');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await notice.getByRole('button', { name: 'Oké, ik snap het' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('a current browser sees neither notice and the page title follows the route', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveTitle('Inloggen | Mijn SKJ');
  await page.goto('/bestaat-niet');
  await expect(page).toHaveTitle('Deze pagina bestaat niet (meer). | Mijn SKJ');
});

test('the error page has no serious or critical accessibility findings', async ({ page }) => {
  await page.goto('/fout');
  await expect(page.getByRole('heading', { name: 'Er is iets misgegaan' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
