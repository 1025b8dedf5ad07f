import { expect, test, type Page } from '@playwright/test';
import { createProfessionalAccount } from '../support/new-account';
import { linkFromOutbox } from '../support/outbox';
import { authStateFile } from '../support/auth-state';
import { signIn } from '../support/sign-in';
import { staff } from '../support/staff';

const NEW_PASSWORD = 'Nieuw-Wachtwoord-2026!';
const OLD_PASSWORD = 'Oud-Wachtwoord-2026!';

/** A form field by its label; required fields carry antd's '*' in front of it. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^\\*?\\s*${label}$`));

test('create a professional account, activate it from the mail, finish the profile, reach the dashboard', async ({
  page,
}) => {
  const email = await createProfessionalAccount(page, NEW_PASSWORD);

  await page.goto(linkFromOutbox(email, /\/account-activatie\/[^/]+\/[^/]+$/));
  await expect(page).toHaveURL(/\/account\/profiel\/aanpassen/);

  // Finish the profile: a phone number and the address are what a new account lacks.
  await field(page, 'Telefoonnummer').fill('030 123 4567');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await field(page, 'Postcode').fill('3511 AB');
  await field(page, 'Huisnummer').fill('12');
  await field(page, 'Straat').fill('Oudegracht');
  await field(page, 'Plaats').fill('Utrecht');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  // The save says so on the profile overview it goes to; only then is the profile finished.
  await expect(page).toHaveURL(/\/account\/profiel$/);
  await expect(page.getByText('Je profiel is opgeslagen.')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner')).toContainText('Ingelogd als professional (T. Tester)');
});

test('forgot password, reset from the mail, sign in with the new password; the old one is refused', async ({
  page,
}) => {
  const email = await createProfessionalAccount(page, OLD_PASSWORD);
  await page.context().clearCookies();
  await page.goto('/wachtwoord/vergeten');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Verstuur link' }).click();
  // The form's own status region; the router's page announcer is a status region outside main.
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Als dit e-mailadres bij ons bekend is, ontvang je binnen enkele minuten een e-mail',
  );

  await page.goto(linkFromOutbox(email, /\/wachtwoord\/vergeten\/[^/]+\/[^/]+$/));
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Herhaal wachtwoord').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByRole('heading', { name: 'Wachtwoord ingesteld' })).toBeVisible();

  await signIn(page, email, OLD_PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, NEW_PASSWORD);
  // Signed in: the new account is still unverified, so the portal asks to activate it.
  await expect(page).toHaveURL(/\/account-activeren$/);
});

test('an employer invitation joins the new colleague to the right company', async ({ page }) => {
  const invitee = `collega.${Date.now()}@demo.nl`;
  const url = staff('invite', 'werkgever@demo.nl', invitee).match(
    /http\S+\/account-aanmaken\/werkgever\/\S+/,
  )?.[0];
  expect(url).toBeTruthy();
  await page.goto(url!);
  await expect(page.getByText('Jeugdzorg Utrecht BV')).toBeVisible();
  // The invitation brings the organisation: its fields are not asked again.
  await expect(page.getByLabel('Naam organisatie')).toHaveCount(0);
  await page.getByLabel('Voorletters').fill('C.');
  await page.getByLabel('Voornaam').fill('Cor');
  await page.getByLabel('Achternaam').fill('Collega');
  await page.getByLabel('E-mailadres').fill(invitee);
  await page.getByLabel('Functie').fill('Teamleider');
  await page.getByLabel('Wachtwoord', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Herhaal wachtwoord').fill(NEW_PASSWORD);
  await page.getByLabel('Ik ga akkoord met de algemene voorwaarden').check();
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page.getByRole('heading', { name: 'Controleer je e-mail' })).toBeVisible();
  await signIn(page, invitee, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/account-activeren$/);
  await expect(page.getByRole('banner')).toContainText('Ingelogd als werkgever (C. Collega)');
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

// Failed and cancelled first: they leave the demo invoice open for the payment that succeeds.
test.describe('paying an invoice', () => {
  test.use({ storageState: authStateFile('professional') });
  for (const [choice, status] of [
    ['Mislukt', 'Openstaand'],
    ['Geannuleerd', 'Openstaand'],
    ['Betaald', 'Betaald'],
  ] as const) {
    test(`a payment that ends '${choice}' leaves the invoice '${status}'`, async ({ page }) => {
      const link = staff('invoices', 'professional@demo.nl')
        .split('\n')
        .filter((line) => /\sopen\s/.test(line))
        .map((line) => line.match(/http\S+\/betaling\/\S+/)?.[0])
        .find(Boolean);
      test.skip(!link, 'geen openstaande factuur meer');
      await page.goto(link!);
      await page.getByRole('button', { name: 'Betalen met iDEAL' }).click();
      await page.getByRole('button', { name: choice }).click();
      await expect(page).toHaveURL(/\/betaling\/[^?]+\?resultaat=/);
      await expect(page.getByRole('main')).toContainText(status);
    });
  }
});
