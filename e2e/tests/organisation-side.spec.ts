import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { linkFromOutbox } from '../support/outbox';
import { signIn } from '../support/sign-in';
import { staff } from '../support/staff';
import { ApiSession } from '../support/api-session';
import { choose, pickToday } from '../support/field-pickers';
import { PDF } from '../support/upload-files';

/**
 * The organisation side of the employer and provider portals (issues 39 and 40): colleagues invited
 * by address, the organisation's invoices with their PDF, and the guard that sends an unfinished
 * organisation profile to its page.
 */
const PASSWORD = 'Een-Goed-Wachtwoord-2026!';

test('werkgever@demo.nl invites a contact person, who signs up with the token and sees the same company', async ({
  page,
  browser,
}) => {
  // Two people: the invitation, the colleague's account made and activated, the role changed.
  test.setTimeout(120_000);
  const invitee = `contactpersoon.${Date.now()}@demo.nl`;
  await signIn(page, 'werkgever@demo.nl');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/werkgever/contactpersonen');
  await expect(page.getByRole('heading', { level: 1, name: 'Contactpersonen' })).toBeVisible();
  await page.getByLabel('E-mailadres van je collega').fill(invitee);
  await page.getByRole('button', { name: 'Uitnodiging versturen' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `uitnodiging gestuurd naar ${invitee}` }),
  ).toBeVisible();

  const context = await browser.newContext();
  const colleague = await context.newPage();
  await colleague.goto(linkFromOutbox(invitee, /\/account-aanmaken\/werkgever\/[^/]+$/));
  await expect(colleague.getByText('Jeugdzorg Utrecht BV')).toBeVisible();
  await colleague.getByLabel('Voorletters').fill('C.');
  await colleague.getByLabel('Voornaam').fill('Cas');
  await colleague.getByLabel('Achternaam').fill('Contact');
  await colleague.getByLabel('E-mailadres').fill(invitee);
  await colleague.getByLabel('Functie').fill('Teamleider');
  await colleague.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await colleague.getByLabel('Herhaal wachtwoord').fill(PASSWORD);
  await colleague.getByLabel('Ik ga akkoord met de algemene voorwaarden').check();
  await colleague.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(colleague.getByRole('heading', { name: 'Controleer je e-mail' })).toBeVisible();
  await signIn(colleague, invitee, PASSWORD);
  await colleague.goto(linkFromOutbox(invitee, /\/account-activatie\/[^/]+\/[^/]+$/));
  // The activation is done once the page has moved on (to the dashboard or an unfinished profile).
  await expect(colleague).toHaveURL(/\/(dashboard|account\/profiel|werkgever\/)/);
  await colleague.goto('/werkgever/contactpersonen');
  await expect(colleague.getByText("De collega's van Jeugdzorg Utrecht BV", { exact: false })).toBeVisible();
  await expect(colleague.getByRole('heading', { name: 'Cas Contact' })).toBeVisible();
  // A new colleague starts as contactpersoon: no invitations or role changes.
  await expect(colleague.getByRole('button', { name: 'Uitnodiging versturen' })).toHaveCount(0);
  await context.close();

  // The beheerder sees the new colleague and may make them beheerder.
  await page.reload();
  const card = page.locator('section.portal-panel', {
    has: page.getByRole('heading', { name: 'Cas Contact' }),
  });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Maak beheerder' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'De rol is gewijzigd in Beheerder.' }),
  ).toBeVisible();
});

test("the company's invoices: a collective invoice with its PDF, and 'Betalen' for the open one", async ({
  page,
}) => {
  await signIn(page, 'werkgever@demo.nl');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/werkgever/facturen/overzicht');
  await expect(page.getByRole('heading', { level: 1, name: 'Facturen' })).toBeVisible();
  // One collective invoice a year, a line per linked professional (the demo company links 520, of
  // which some wait for confirmation), described by its year and count rather than its first line.
  await expect(
    page.getByText(/^Jaarlijkse registratiebijdrage \d{4}: \d{3} professionals$/).first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /^Betalen factuur F\d+$/ })).toHaveCount(1);
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /PDF van factuur/ })
    .first()
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^factuur-F\d+\.pdf$/);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('link', { name: /^Betalen factuur F\d+$/ }).click();
  await expect(page).toHaveURL(/\/betaling\/[0-9a-f-]+$/);
});

test('an unfinished organisation profile is sent to the profile route until it is finished', async ({
  page,
}) => {
  // An account made, activated and its organisation's profile filled in three steps.
  test.setTimeout(120_000);
  const email = `profiel.${Date.now()}@demo.nl`;
  const kvkNumber = String(Date.now()).slice(-8);
  await page.goto('/account-aanmaken/werkgever');
  await page.getByLabel('Naam organisatie').fill(`Profielbedrijf ${kvkNumber} BV`);
  await page.getByLabel('KvK-nummer').fill(kvkNumber);
  await page.getByLabel('Voorletters').fill('P.');
  await page.getByLabel('Voornaam').fill('Pim');
  await page.getByLabel('Achternaam').fill('Profiel');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Functie').fill('Directeur');
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Herhaal wachtwoord').fill(PASSWORD);
  await page.getByLabel('Ik ga akkoord met de algemene voorwaarden').check();
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page.getByRole('heading', { name: 'Controleer je e-mail' })).toBeVisible();
  await signIn(page, email, PASSWORD);
  await page.goto(linkFromOutbox(email, /\/account-activatie\/[^/]+\/[^/]+$/));
  await expect(page).toHaveURL(/\/(dashboard|account\/profiel|werkgever\/)/);

  await page.goto('/werkgever/facturen/overzicht');
  await expect(page).toHaveURL(/\/werkgever\/organisatie-profiel/);
  await expect(page.getByRole('heading', { level: 1, name: 'Organisatieprofiel' })).toBeVisible();
  await expect(page.getByText('Het organisatieprofiel van je organisatie is nog niet af.')).toBeVisible();

  await page.getByLabel('Telefoonnummer').fill('030 765 43 21');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page).toHaveURL(/\/werkgever\/organisatie-profiel\/locaties$/);
  await page.getByLabel('Naam van de locatie').fill('Hoofdkantoor');
  await page.getByLabel('Straat').fill('Oudegracht');
  await page.getByLabel('Huisnummer').fill('12');
  await page.getByLabel('Postcode').fill('3511 AB');
  await page.getByLabel('Plaats').fill('Utrecht');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page).toHaveURL(/\/werkgever\/organisatie-profiel\/facturatie$/);
  await page.getByLabel('E-mailadres voor facturen').fill(`facturen.${kvkNumber}@example.nl`);
  await page.getByLabel('Nee', { exact: true }).check();
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Het organisatieprofiel is opgeslagen.' }),
  ).toBeVisible();

  // Finished: the guard lets the company go elsewhere. Still 'In behandeling', its Overzicht opens
  // (no error page once its reads have answered).
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  // Nobody linked yet: it leads with its first action, the organisation profile while unconfirmed.
  const start = page.getByRole('region', { name: 'Aan de slag' });
  await expect(start.getByRole('link', { name: 'Vul het organisatieprofiel in' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('werkgever@demo.nl applies for a practical programme that staff then approve', async ({ page }) => {
  const professional = await ApiSession.signIn('professional@demo.nl');
  const card = await professional.gql('portal', 'query { myRegistrationCard { registrationNumber } }');
  const supervisor: string = card.data.myRegistrationCard.registrationNumber;
  await professional.dispose();
  const participant = `Deelnemer ${Date.now()}`;

  await signIn(page, 'werkgever@demo.nl');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/werkgever/praktijkprogrammas/overzicht');
  await expect(page.getByRole('heading', { level: 1, name: "Praktijkprogramma's" })).toBeVisible();
  await page.getByRole('link', { name: 'Praktijkprogramma aanvragen' }).click();
  await expect(page).toHaveURL(/\/werkgever\/praktijkprogrammas\/aanvragen\/gegevens$/);
  await choose(page, page, 'Variant', 'wo-variant');
  await page.getByLabel('Naam van de deelnemer').fill(participant);
  await page.getByLabel('Registratienummer van de begeleider').fill(supervisor);
  await pickToday(page, page, 'Startdatum');
  await page.getByLabel('Duur in maanden').fill('12');
  // The conditions document, through the one upload field.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'voorwaarden.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByText('voorwaarden.pdf is geüpload.')).toBeAttached();
  await page.getByRole('button', { name: 'Aanvraag indienen' }).click();
  await expect(page).toHaveURL(/\/werkgever\/praktijkprogrammas\/overzicht$/);
  const card2 = page.locator('section.portal-panel', {
    has: page.getByRole('heading', { name: participant }),
  });
  await expect(card2).toContainText('In behandeling');

  const listed = staff('programmes');
  const uuid = listed
    .split('\n')
    .find((line) => line.includes(participant))
    ?.trim()
    .split(/\s+/)[0];
  expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
  expect(staff('decide-programme', uuid!, 'approve')).toContain('goedgekeurd');
  await page.reload();
  await expect(card2).toContainText('Goedgekeurd');
  expect(staff('mail', 'werkgever@demo.nl')).toContain(`Praktijkprogramma voor ${participant} goedgekeurd`);
});
