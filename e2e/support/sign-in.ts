import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './ports';

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/login$/);
}
