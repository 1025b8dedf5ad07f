import { expect, type Page } from '@playwright/test';
import { choose } from './field-pickers';
import { createActiveProfessional } from './new-account';

/**
 * A professional of its own (activated, profile finished) who starts an application as a master
 * psychologist and stands on the wizard's second step (Persoonsgegevens), so a test can work on a form
 * step without touching a demo account's draft. Returns the account's e-mail address.
 */
export async function startRegistrationAtPersonalStep(page: Page, password: string): Promise<string> {
  const email = await createActiveProfessional(page, password);
  await page.goto('/registreren');
  await choose(page, page, 'Kamer', 'Gedragswetenschappers');
  await choose(page, page, 'Soort registratie', 'Master psycholoog');
  await page.getByRole('button', { name: 'Volgende', exact: true }).click();
  await expect(page).toHaveURL(/\/registreren\/[\w-]+\/2$/);
  return email;
}
