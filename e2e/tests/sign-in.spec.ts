import { expect, test } from '@playwright/test';
import { signIn, signOut } from '../support/sign-in';

test('a professional signs in and sees the dashboard with the header', async ({ page }) => {
  await signIn(page, 'professional@demo.nl');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Overzicht', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(/Ingelogd als professional \(.+\)/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Uitloggen' })).toBeVisible();
  await expect(page.getByText('Goedgekeurd')).toBeVisible();
  await expect(page.getByText('Jeugd- en gezinsprofessionals')).toBeVisible();
});

test('a wrong password shows the Dutch error and stays on the login page', async ({ page }) => {
  await signIn(page, 'professional@demo.nl', 'Verkeerd-Wachtwoord-1!');
  await expect(page.getByRole('alert')).toContainText('wachtwoord');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('banner')).not.toContainText('Ingelogd als');
});

test('signing out returns to login, and the dashboard then asks to sign in again', async ({ page }) => {
  await signIn(page, 'professional@demo.nl');
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  // Signing in from there returns to the requested page.
  await page.getByLabel('E-mailadres').fill('professional@demo.nl');
  await page.getByLabel('Wachtwoord', { exact: true }).fill('Demo-Wachtwoord-2026!');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an unknown path shows the Dutch not-found message', async ({ page }) => {
  await page.goto('/bestaat/echt/niet');
  await expect(page.getByRole('heading', { name: 'Deze pagina bestaat niet (meer).' })).toBeVisible();
});

test('/ sends a guest to login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('the drawer shows the professional groups the session allows', async ({ page }) => {
  await signIn(page, 'professional@demo.nl');
  const drawer = page.getByRole('navigation', { name: 'Hoofdmenu' });
  // The drawer starts closed (a narrow rail at this width); the toggle opens it.
  await expect(drawer.getByRole('heading', { name: 'Mijn Portfolio' })).toBeHidden();
  await drawer.getByRole('button', { name: 'Menu openen' }).click();
  await expect(drawer.getByRole('heading', { name: 'Mijn Portfolio' })).toBeVisible();
  await expect(
    drawer.getByRole('link', { name: /Herregistratie\s*uiterlijk \d{2}-\d{2}-\d{4}/ }),
  ).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Hulp nodig?' })).toHaveAttribute('target', '_blank');
  await expect(drawer.getByRole('link', { name: 'Uitloggen' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Inloggen' })).toHaveCount(0);
});
