import { expect, test } from '@playwright/test';
import { ApiSession } from '../support/api-session';
import { linkFromOutbox } from '../support/outbox';
import { signIn } from '../support/sign-in';
import { staff } from '../support/staff';

const PASSWORD = 'Een-Goed-Wachtwoord-2026!';

test('los@demo.nl confirms a link request of werkgever@demo.nl on the overview, gives consent, then ends the link', async ({
  page,
}) => {
  const professional = await ApiSession.signIn('los@demo.nl');
  const card = await professional.gql('portal', 'query { myRegistrationCard { registrationNumber } }');
  const registrationNumber: string = card.data.myRegistrationCard.registrationNumber;
  await professional.dispose();
  // The employer portal's screens do not exist yet: the request is made through the api.
  const employer = await ApiSession.signIn('werkgever@demo.nl');
  const requested = await employer.gql(
    'portal',
    'mutation ($n: String!, $l: String!) { requestProfessionalLink(registrationNumber: $n, lastName: $l) { status } }',
    { n: registrationNumber, l: 'Los' },
  );
  expect(requested.data.requestProfessionalLink.status).toBe('REQUESTED');

  await signIn(page, 'los@demo.nl');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Koppelverzoeken van werkgevers' })).toBeVisible();
  await page.getByRole('button', { name: 'Bevestigen: koppeling met Jeugdzorg Utrecht BV' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'De koppeling is bevestigd.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Koppelverzoeken van werkgevers' })).toHaveCount(0);

  // The employer now reads the register's facts, without progress until the consent.
  const linked = async () =>
    (
      await employer.gql(
        'portal',
        'query { companyProfessionalLinks { name registrationNumber reRegistrationProgress { status } } }',
      )
    ).data.companyProfessionalLinks.find(
      (row: { registrationNumber: string }) => row.registrationNumber === registrationNumber,
    );
  expect(await linked()).toMatchObject({ name: 'Eva Los', reRegistrationProgress: null });

  await page.goto('/mijn-werkgevers');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn werkgevers' })).toBeVisible();
  const consent = page.getByRole('checkbox', {
    name: 'Voortgang van mijn herregistratie delen met Jeugdzorg Utrecht BV',
  });
  await consent.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Je werkgever ziet nu de voortgang' }),
  ).toBeVisible();
  await expect(consent).toBeChecked();
  expect((await linked()).reRegistrationProgress).not.toBeNull();

  await page.getByRole('button', { name: 'Koppeling beëindigen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Koppeling beëindigen?' });
  await dialog.getByRole('button', { name: 'Beëindigen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'De koppeling is beëindigd.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Eerdere koppelingen' })).toBeVisible();
  expect(await linked()).toBeUndefined();
  await employer.dispose();
});

test("a new company made through /account-aanmaken/werkgever is 'In behandeling' until staff confirm it", async ({
  page,
}) => {
  const email = `bedrijf.${Date.now()}@demo.nl`;
  const kvkNumber = String(Date.now()).slice(-8);
  await page.goto('/account-aanmaken/werkgever');
  await page.getByLabel('Naam organisatie').fill(`Testbedrijf ${kvkNumber} BV`);
  await page.getByLabel('KvK-nummer').fill(kvkNumber);
  await page.getByLabel('Voorletters').fill('B.');
  await page.getByLabel('Voornaam').fill('Bea');
  await page.getByLabel('Achternaam').fill('Bedrijf');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Functie').fill('Directeur');
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Herhaal wachtwoord').fill(PASSWORD);
  await page.getByLabel('Ik ga akkoord met de algemene voorwaarden').check();
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page.getByRole('heading', { name: 'Controleer je e-mail' })).toBeVisible();
  await signIn(page, email, PASSWORD);
  await page.goto(linkFromOutbox(email, /\/account-activatie\/[^/]+\/[^/]+$/));

  const notice = page.getByRole('status').filter({ hasText: 'In behandeling' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Je organisatie is nog in behandeling');
  expect(staff('organisations')).toContain(kvkNumber);

  expect(staff('confirm-organisation', kvkNumber, '--by', 'medewerker@demo.nl')).toContain('is bevestigd');
  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Je organisatie is nog in behandeling')).toHaveCount(0);
});
