import { expect, test } from '@playwright/test';
import { KeyboardUser } from '../support/keyboard';
import { DEMO_PASSWORD } from '../support/ports';
import { signIn } from '../support/sign-in';

/**
 * The portal's main tasks with the keyboard alone (Tab, Enter, Space, Escape; typing into fields).
 * Each prints its number of key presses, so a regression in focus handling shows as a number.
 */

test('sign in with the keyboard alone', async ({ page }) => {
  const keys = new KeyboardUser(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();

  // A failed attempt first: focus lands on the field that needs attention.
  await keys.tabTo('Inloggen');
  await keys.press('Enter');
  await expect(page.getByLabel('E-mailadres')).toBeFocused();

  await keys.type('professional@demo.nl');
  await keys.tabTo('Wachtwoord');
  await keys.type(DEMO_PASSWORD);
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  console.log(`Inloggen: ${keys.presses} toetsaanslagen`);
});

test('request a password reset with the keyboard alone', async ({ page }) => {
  const keys = new KeyboardUser(page);
  await page.goto('/wachtwoord/vergeten');
  await expect(page.getByRole('heading', { level: 1, name: 'Wachtwoord vergeten' })).toBeVisible();
  await keys.tabTo('E-mailadres');
  await keys.type('professional@demo.nl');
  await keys.press('Enter');

  await expect(
    page.getByRole('status').filter({ hasText: 'Als dit e-mailadres bij ons bekend is' }),
  ).toBeVisible();
  // The button went away with the form: focus is on the heading above the confirmation, not lost.
  await expect(page.getByRole('heading', { level: 1, name: 'Wachtwoord vergeten' })).toBeFocused();
  console.log(`Wachtwoord vergeten: ${keys.presses} toetsaanslagen`);
});

test('save the profile through its steps with the keyboard alone', async ({ page }) => {
  await signIn(page, 'opleider@demo.nl');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/account/profiel/aanpassen/persoonsgegevens');
  await expect(page.getByRole('heading', { level: 2, name: /Persoonsgegevens/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Volgende', exact: true })).toBeEnabled();

  const keys = new KeyboardUser(page);
  await keys.tabTo('Volgende');
  await keys.press('Enter');
  // After 'Volgende' the next step's heading has focus: the next Tab reaches its first field.
  await expect(page.getByRole('heading', { level: 2, name: /Adres/ })).toBeFocused();
  await keys.tabTo('Volgende');
  await keys.press('Space');
  await expect(page.getByRole('heading', { level: 2, name: /Voorkeuren/ })).toBeFocused();
  await keys.tabTo('Opslaan');
  await keys.press('Enter');

  await expect(page).toHaveURL(/\/account\/profiel$/);
  await expect(page.getByRole('status').filter({ hasText: 'Je profiel is opgeslagen.' })).toBeVisible();
  console.log(`Profiel opslaan in drie stappen: ${keys.presses} toetsaanslagen`);
});

test('open the menu at phone width and follow an item with the keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'professional@demo.nl');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const keys = new KeyboardUser(page);
  // Tab from the page's h1 (where focus is after signing in) reaches the footer's menu button; focus
  // comes back to the button that opened the drawer.
  const menuButton = page.getByRole('contentinfo').getByRole('button', { name: 'Menu', exact: true });
  await keys.tabTo('Menu');
  await keys.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Menu sluiten' })).toBeFocused();
  // The page behind is inert: the menu buttons are out of reach while the dialog is open.
  await expect(page.locator('main')).toHaveAttribute('inert', '');

  // Escape closes the dialog and gives focus back to the menu button.
  await keys.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();

  // The close button does the same.
  await keys.press('Space');
  await expect(dialog.getByRole('button', { name: 'Menu sluiten' })).toBeFocused();
  await keys.press('Enter');
  await expect(menuButton).toBeFocused();

  await keys.press('Enter');
  await keys.tabTo('Mijn facturen', 40);
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/mijn-facturen$/);
  await expect(dialog).toBeHidden();
  console.log(`Menu openen en 'Mijn facturen' volgen: ${keys.presses} toetsaanslagen`);
});
