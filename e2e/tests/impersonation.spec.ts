import { expect, test } from '@playwright/test';
import { staff } from '../support/staff';

test('staff view an account through login-as: banner shown, Afsluiten ends it', async ({ page, context }) => {
  const output = staff('login-as', 'professional@demo.nl', '--by', 'medewerker@demo.nl');
  const url = output.match(/http\S+\/loginas\/\S+/)?.[0];
  expect(url).toBeTruthy();

  await page.goto(url!);
  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = page.getByRole('region', { name: 'Meekijken' });
  await expect(banner).toContainText('Je bekijkt op dit moment het account van J. de Vries - Afsluiten');
  await expect(page.getByText('Goedgekeurd')).toBeVisible();

  const closed = page.waitForEvent('close').catch(() => undefined);
  await banner.getByRole('button', { name: 'Afsluiten' }).click();
  await Promise.race([closed, page.waitForTimeout(3000)]);

  // The session has ended: the dashboard asks to sign in again.
  const after = await context.newPage();
  await after.goto('/dashboard');
  await expect(after).toHaveURL(/\/login\?redirect=/);
});
