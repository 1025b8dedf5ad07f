import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './ports';

/** Signs in through the login page; `origin` is another host than the stack's (a test's second host). */
export async function signIn(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  origin = '',
): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/login$/);
}
