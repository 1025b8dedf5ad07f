import { expect, test } from '@playwright/test';
import { linkFromOutbox } from '../support/outbox';
import { signIn } from '../support/sign-in';
import { staff } from '../support/staff';

const NEW_PASSWORD = 'Nieuw-Wachtwoord-2026!';

test('create a professional account, activate it from the mail, finish the profile, reach the dashboard', async ({
  page,
}) => {
  const email = `tess.${Date.now()}@demo.nl`;
  await page.goto('/account-aanmaken/professional');
  await page.getByLabel('Voorletters').fill('T.');
  await page.getByLabel('Voornaam').fill('Tess');
  await page.getByLabel('Achternaam').fill('Tester');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Herhaal wachtwoord').fill(NEW_PASSWORD);
  await page.getByLabel('Ik ga akkoord met de algemene voorwaarden').check();
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL(/\/account-activeren$/);

  await page.goto(linkFromOutbox(email, /\/account-activatie\/[^/]+\/[^/]+$/));
  await expect(page).toHaveURL(/\/account\/profiel\/aanpassen/);

  // Finish the profile: the address step is what a new account lacks.
  await page.getByRole('button', { name: 'Volgende' }).click();
  await page.getByLabel('Postcode', { exact: true }).fill('3511 AB');
  await page.getByLabel('Huisnummer', { exact: true }).fill('12');
  await page.getByLabel('Straat', { exact: true }).fill('Oudegracht');
  await page.getByLabel('Plaats', { exact: true }).fill('Utrecht');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner')).toContainText('Ingelogd als professional (T. Tester)');
});

test('forgot password, reset from the mail, sign in with the new password; the old one is refused', async ({
  page,
}) => {
  const email = 'concept@demo.nl';
  await page.goto('/wachtwoord/vergeten');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Verstuur link' }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();

  await page.goto(linkFromOutbox(email, /\/wachtwoord\/vergeten\/[^/]+\/[^/]+$/));
  await page.getByLabel('Wachtwoord', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Herhaal wachtwoord').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByRole('heading', { name: 'Wachtwoord ingesteld' })).toBeVisible();

  await signIn(page, email);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an employer invitation joins the new colleague to the right company', async ({ page }) => {
  const invitee = `collega.${Date.now()}@demo.nl`;
  const url = staff('invite', 'werkgever@demo.nl', invitee).match(
    /http\S+\/account-aanmaken\/werkgever\/\S+/,
  )?.[0];
  expect(url).toBeTruthy();
  await page.goto(url!);
  await expect(page.getByText('Jeugdzorg Utrecht BV')).toBeVisible();
});

test('the decision wizard reaches an advice for each education level', async ({ page }) => {
  const paths: Array<[string, string[], RegExp]> = [
    ['hbo', ['Nee', 'Social Work, profiel Jeugd'], /Registreer je in de kamer Jeugd- en gezinsprofessionals/],
    ['mbo', ['Nee', 'Nee'], /Registratie met een mbo-diploma is niet mogelijk/],
    ['wo', ['Ja'], /Registratie is niet nodig/],
  ];
  for (const [level, answers, advice] of paths) {
    await page.goto(`/keuzehulp/${level}`);
    for (const answer of answers) {
      await page.getByLabel(answer, { exact: true }).check();
      await page.getByRole('button', { name: 'Volgende' }).click();
    }
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(advice);
  }
});
