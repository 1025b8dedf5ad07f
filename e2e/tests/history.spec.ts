import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/ports';
import { signIn } from '../support/sign-in';
import { openDrawer } from '../support/drawer';

/** A marker on window: it survives client-side navigation and is gone after a full page load. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { portalHistoryMarker: 'nog dezelfde pagina' }));
}

async function windowMarker(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { portalHistoryMarker?: string }).portalHistoryMarker);
}

/** What has focus: the new page's h1 or `main`, after a client-side navigation (WCAG 2.4.3). */
async function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active ? `${active.tagName.toLowerCase()}:${active.textContent?.trim().slice(0, 40) ?? ''}` : '';
  });
}

test('back and forward move between the professional and the account remote without a full reload', async ({
  page,
}) => {
  await signIn(page, 'professional@demo.nl');
  await expect(page.getByRole('heading', { name: 'Overzicht', level: 1 })).toBeVisible();
  await markWindow(page);

  const menu = await openDrawer(page);
  await menu.getByRole('link', { name: 'Profiel', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/profiel$/);
  await expect(page.getByRole('heading', { name: 'Mijn profiel', level: 1 })).toBeVisible();
  await expect.poll(() => focusedElement(page)).toBe('h1:Mijn profiel');
  await expect(page.getByRole('status').filter({ hasText: 'Profiel | Mijn SKJ' })).toBeAttached();

  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Overzicht', level: 1 })).toBeVisible();
  await expect.poll(() => focusedElement(page)).toBe('h1:Overzicht');

  await page.goForward();
  await expect(page).toHaveURL(/\/account\/profiel$/);
  await expect(page.getByRole('heading', { name: 'Mijn profiel', level: 1 })).toBeVisible();
  expect(await windowMarker(page)).toBe('nog dezelfde pagina');
});

test('a deep link into step 2 of the profile form survives the login and lands on that step', async ({
  page,
}) => {
  await page.goto('/account/profiel/aanpassen/adres');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Fprofiel%2Faanpassen%2Fadres$/);
  await page.getByLabel('E-mailadres').fill('professional@demo.nl');
  await page.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();

  await expect(page).toHaveURL(/\/account\/profiel\/aanpassen\/adres$/);
  await expect(page.getByRole('heading', { name: 'Profiel aanpassen', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Huisnummer', { exact: true })).toBeVisible({ timeout: 20_000 });
  // Sign-in is a navigation too: focus is on the new page, not left on the body.
  await expect.poll(() => focusedElement(page)).toMatch(/^(h1:Profiel aanpassen|main:)/);
});

test('a reload on a signed-in route renders that route again', async ({ page }) => {
  await signIn(page, 'professional@demo.nl');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/account/profiel');
  await expect(page.getByRole('heading', { name: 'Mijn profiel', level: 1 })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/account\/profiel$/);
  await expect(page.getByRole('heading', { name: 'Mijn profiel', level: 1 })).toBeVisible();
});

test('a client-side navigation scrolls to the top and focuses the new heading', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('link', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL(/\/account-aanmaken$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect.poll(() => focusedElement(page)).toMatch(/^h1:/);
});
