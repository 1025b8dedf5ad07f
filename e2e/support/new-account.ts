import { expect, type Page } from '@playwright/test';
import { formField } from './form-field';
import { linkFromOutbox } from './outbox';
import { signIn } from './sign-in';

/**
 * Creates a professional account of its own through the account-creation page, so that a test that
 * changes credentials never touches a demo account other tests sign in with. Leaves the page signed
 * in to the new, still unverified account, and returns its e-mail address.
 */
export async function createProfessionalAccount(page: Page, password: string): Promise<string> {
  const email = `tess.${Date.now()}.${Math.floor(Math.random() * 1e6)}@demo.nl`;
  await page.goto('/account-aanmaken/professional');
  await page.getByLabel('Voorletters').fill('T.');
  await page.getByLabel('Voornaam').fill('Tess');
  await page.getByLabel('Achternaam').fill('Tester');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByLabel('Herhaal wachtwoord').fill(password);
  await page.getByLabel('Ik ga akkoord met de algemene voorwaarden').check();
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  // Creating does not sign in (a taken address must look the same): the page says to check the mail.
  await expect(page.getByRole('heading', { name: 'Controleer je e-mail' })).toBeFocused();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/account-activeren$/);
  return email;
}

/**
 * A professional account of its own that is activated (from the mail in the outbox) and has a
 * finished profile, so it reaches every professional page: for tests that change a professional's
 * records without touching the demo accounts. Leaves the page signed in; returns the e-mail address.
 */
export async function createActiveProfessional(page: Page, password: string): Promise<string> {
  const email = await createProfessionalAccount(page, password);
  await page.goto(linkFromOutbox(email, /\/account-activatie\/[^/]+\/[^/]+$/));
  await expect(page).toHaveURL(/\/account\/profiel\/aanpassen/);
  await formField(page, 'Telefoonnummer').fill('030 123 4567');
  await page.getByRole('button', { name: 'Volgende', exact: true }).click();
  await formField(page, 'Postcode').fill('3511 AB');
  await formField(page, 'Huisnummer').fill('12');
  await formField(page, 'Straat').fill('Oudegracht');
  await formField(page, 'Plaats').fill('Utrecht');
  await page.getByRole('button', { name: 'Volgende', exact: true }).click();
  // antd may keep a hidden 'loading' icon label in the button's name for a moment: match the end.
  await page.getByRole('button', { name: /(^|\s)Opslaan$/ }).click();
  await expect(page.getByText('Je profiel is opgeslagen.')).toBeVisible();
  return email;
}
