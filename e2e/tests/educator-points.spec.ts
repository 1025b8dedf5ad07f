import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '@portal/shared/testing/pdf-text';
import { ApiSession } from '../support/api-session';
import { linkFromOutbox } from '../support/outbox';
import { signIn } from '../support/sign-in';

/**
 * The provider's points in the browser (issue 40): opleider@demo.nl starts from the Overzicht, pastes
 * a list of valid and invalid rows for the session that ended last week, sees each row's Dutch
 * result, awards the valid ones and gets the receipt; professional@demo.nl finds the points as an
 * activity in their re-registration with its certificate PDF; the provider then withdraws that award
 * on Punten bewerken. And a colleague invited on /medewerkers signs up with the token.
 */
const PASSWORD = 'Een-Goed-Wachtwoord-2026!';
const COURSE = 'Gespreksvoering met jeugdigen en gezinnen';
const PROVIDER = 'Opleidingsinstituut Noord';
const SHOTS = 'test-results/educator-points';

interface Participant {
  number: string;
  lastName: string;
}

/** A demo participant's registration number and last name, as the participant's own account says. */
async function participant(email: string): Promise<Participant> {
  const session = await ApiSession.signIn(email);
  const answer = await session.gql(
    'portal',
    'query { myRegistrationCard { registrationNumber } accountProfile { infix lastName } }',
  );
  await session.dispose();
  const { infix, lastName } = answer.data.accountProfile;
  return {
    number: answer.data.myRegistrationCard.registrationNumber,
    lastName: infix ? `${infix} ${lastName}` : lastName,
  };
}

async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

// @serial: it awards professional@demo.nl points, which re-registration.spec must not see in its
// round; run after the other files, the points go to the new period and are withdrawn at the end.
test(
  'opleider@demo.nl awards a pasted list row by row; professional@demo.nl finds the points and the certificate',
  { tag: '@serial' },
  async ({ page, browser }) => {
    // Two people, four sign-ins through the api for the list, two PDFs' worth of steps.
    test.setTimeout(180_000);
    const [jan, first, second, otherChamber] = await Promise.all([
      participant('professional@demo.nl'),
      participant('deelnemer-0001@opleiding.demo.nl'),
      participant('deelnemer-0002@opleiding.demo.nl'),
      participant('deelnemer-1101@opleiding.demo.nl'),
    ]);
    const list = [
      'Registratienummer;Achternaam',
      `${jan.number};${jan.lastName}`,
      `${first.number};${first.lastName}`,
      `${second.number};Verkeerd`,
      '999999;Jansen',
      `${first.number};${first.lastName}`,
      `${otherChamber.number};${otherChamber.lastName}`,
      'geen nummer;Bakker',
    ].join('\n');

    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'opleider@demo.nl');
    await expect(page).toHaveURL(/\/dashboard$/);
    const attention = page.getByRole('list', { name: 'Wat je aandacht nodig heeft' });
    await expect(attention).toContainText(`${COURSE}: de sessie eindigde op`);
    await expect(attention).toContainText(/Nog \d+ dagen om punten in te voeren/);
    await shoot(page, 'dashboard');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('link', { name: 'Punten invoeren voor deze sessie' }).click();
    await expect(page).toHaveURL(/\/digitale-certificaten\/punten-invoeren\?sessie=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Punten invoeren' })).toBeVisible();

    await page.getByLabel('Lijst met deelnemers').fill(list);
    await page.getByRole('button', { name: 'Controleren' }).click();
    await expect(page.getByRole('status').filter({ hasText: '2 geldig, 5 afgekeurd' })).toBeVisible();
    const result = page.locator('section', {
      has: page.getByRole('heading', { name: 'Resultaat van de controle' }),
    });
    const row = (line: number) => result.getByRole('listitem').filter({ hasText: `Regel ${line}:` });
    await expect(row(2)).toContainText('Geldig');
    await expect(row(3)).toContainText('Geldig');
    await expect(row(4)).toContainText('Onbekend registratienummer of achternaam klopt niet');
    await expect(row(5)).toContainText('Onbekend registratienummer of achternaam klopt niet');
    await expect(row(6)).toContainText('Dubbel in de lijst');
    await expect(row(7)).toContainText('Onjuiste kamer');
    await expect(row(8)).toContainText('Ongeldige regel (regel 8)');
    await shoot(page, 'points-checked');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Doorgaan naar toekennen' }).click();
    await expect(page).toHaveURL(/\/digitale-certificaten\/toekennen\/lijst$/);
    await page.getByRole('button', { name: 'Punten toekennen' }).click();
    await expect(page.getByRole('heading', { name: 'Ontvangstbewijs' })).toBeFocused();
    await expect(
      page.getByRole('status').filter({ hasText: `2 deelnemer(s) hebben 12 punten gekregen voor ${COURSE}` }),
    ).toBeVisible();
    await expect(page.getByText('5 regel(s) niet toegekend.', { exact: false })).toBeVisible();

    // professional@demo.nl: the points are an activity at once, with the certificate.
    const context = await browser.newContext();
    const professional = await context.newPage();
    await professional.setViewportSize({ width: 1280, height: 900 });
    await signIn(professional, 'professional@demo.nl');
    await expect(professional.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
    await professional.goto('/herregistratie');
    await expect(professional.getByRole('heading', { level: 1, name: 'Herregistratie' })).toBeVisible();
    const download = professional.getByRole('button', { name: `Certificaat downloaden (PDF): ${COURSE}` });
    await expect(download).toBeVisible();
    await expect(professional.getByRole('main')).toContainText(PROVIDER);
    const downloading = professional.waitForEvent('download');
    await download.click();
    const pdf = await readFile((await (await downloading).path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(COURSE);
    expect(text).toContain(PROVIDER);
    expect(text).toMatch(/\b12\b/);
    await context.close();

    // Punten bewerken: the award withdrawn after a confirmation, the change recorded.
    await page.getByRole('link', { name: 'Toekenningen van deze sessie corrigeren' }).click();
    await expect(page).toHaveURL(/\/digitale-certificaten\/bewerken\/[0-9a-f-]+\/toekenningen$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Punten bewerken' })).toBeVisible();
    await page.getByRole('button', { name: `Toekenning aan ${jan.number} intrekken` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('De 12 punten verdwijnen uit de herregistratie van de deelnemer.');
    await dialog.getByRole('button', { name: 'Intrekken' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'De toekenning is ingetrokken.' })).toBeVisible();
    const changes = page.getByRole('region', { name: 'Wijzigingen' });
    await expect(changes).toContainText(`Toekenning van 12 punten aan ${jan.number} ingetrokken`);
    await expect(page.getByRole('button', { name: `Toekenning aan ${jan.number} intrekken` })).toHaveCount(0);
    await shoot(page, 'update-session-awards');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('link', { name: 'Sessie', exact: true }).click();
    await expect(page).toHaveURL(/\/bewerken\/[0-9a-f-]+\/sessie$/);
    await expect(page.getByRole('button', { name: 'Wijzigingen opslaan' })).toBeVisible();
    await shoot(page, 'update-session-dates');
  },
);

test('opleider@demo.nl invites a colleague, who signs up with the token and sees the same provider', async ({
  page,
  browser,
}) => {
  // Two people: the invitation, the colleague's account made and activated.
  test.setTimeout(120_000);
  const invitee = `opleidingscollega.${Date.now()}@demo.nl`;
  await signIn(page, 'opleider@demo.nl');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/medewerkers');
  await expect(page.getByRole('heading', { level: 1, name: 'Opleidingsmedewerkers' })).toBeVisible();
  await page.getByLabel('E-mailadres van je collega').fill(invitee);
  await page.getByRole('button', { name: 'Uitnodiging versturen' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `uitnodiging gestuurd naar ${invitee}` }),
  ).toBeVisible();

  const context = await browser.newContext();
  const colleague = await context.newPage();
  await colleague.goto(linkFromOutbox(invitee, /\/account-aanmaken\/opleidingsaanbieder\/[^/]+$/));
  await expect(colleague.getByText(PROVIDER)).toBeVisible();
  await colleague.getByLabel('Voorletters').fill('O.');
  await colleague.getByLabel('Voornaam').fill('Otto');
  await colleague.getByLabel('Achternaam').fill('Opleidingscollega');
  await colleague.getByLabel('E-mailadres').fill(invitee);
  const jobTitle = colleague.getByLabel('Functie');
  if ((await jobTitle.count()) > 0) await jobTitle.fill('Cursuscoördinator');
  await colleague.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await colleague.getByLabel('Herhaal wachtwoord').fill(PASSWORD);
  await colleague.getByLabel('Ik ga akkoord met de algemene voorwaarden').check();
  await colleague.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(colleague.getByRole('heading', { name: 'Controleer je e-mail' })).toBeVisible();
  await signIn(colleague, invitee, PASSWORD);
  await colleague.goto(linkFromOutbox(invitee, /\/account-activatie\/[^/]+\/[^/]+$/));
  await expect(colleague).toHaveURL(/\/(dashboard|account\/profiel|organisatie)/);
  await colleague.goto('/medewerkers');
  await expect(colleague.getByText(`De collega's van ${PROVIDER}`, { exact: false })).toBeVisible();
  await expect(colleague.getByRole('heading', { name: 'Otto Opleidingscollega' })).toBeVisible();
  // The same provider's overview: its session waiting for points.
  await colleague.goto('/dashboard');
  await expect(colleague.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  await expect(colleague.getByRole('heading', { name: 'Je accreditaties' })).toBeVisible();
  await context.close();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Otto Opleidingscollega' })).toBeVisible();
});
