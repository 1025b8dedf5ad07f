import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { authStateFile } from '../support/auth-state';

test('the login page has no serious or critical accessibility findings', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('the login page shows its errors accessibly', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByText('Vul je e-mailadres in.')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test.describe('signed in', () => {
  test.use({ storageState: authStateFile('professional') });
  test('the dashboard has no serious or critical accessibility findings', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByText('Goedgekeurd')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test('the not-found page has no serious or critical accessibility findings', async ({ page }) => {
  await page.goto('/bestaat-niet');
  await expect(page.getByRole('heading', { name: 'Deze pagina bestaat niet (meer).' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('signing in works with the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').focus();
  await page.keyboard.type('professional@demo.nl');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Demo-Wachtwoord-2026!');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});
