import { expect, test, type Page } from '@playwright/test';
import { choose, pickToday } from '../support/field-pickers';
import { seriousAxeViolations } from '../support/axe';
import { sidewaysScroll } from '../support/page-checks';
import { signIn } from '../support/sign-in';
import { staff } from '../support/staff';
import { openDrawer } from '../support/drawer';
import { PDF } from '../support/upload-files';

/**
 * The registration journey of issue 9 in the browser. concept@demo.nl (a draft stopped at the diploma
 * step) switches to a target with a first-year fee, adds a diploma and a VOG with uploaded copies,
 * pays, submits, and is approved by staff; afgewezen@demo.nl starts a new application from the rejected
 * one. No other browser test signs in with these two accounts, so changing them here is safe (the CSP
 * test's wizard dialog uses an account of its own).
 */

// A small valid PNG: its first bytes are what the api's content check recognises.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.setTimeout(240_000);

async function expectAccessible(page: Page) {
  // A calendar that is still fading out has half-transparent text: check the page once it is gone.
  await expect(page.locator('[role="dialog"][aria-label="Kies een datum"]:visible')).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

async function expectStep(page: Page, title: RegExp) {
  const heading = page.getByRole('heading', { level: 2, name: title });
  await expect(heading).toBeVisible();
  return heading;
}

test('concept@demo.nl finishes the wizard with uploads, pays, submits and is approved', async ({ page }) => {
  await signIn(page, 'concept@demo.nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  const attention = page.getByRole('list', { name: 'Wat je aandacht nodig heeft' });
  await expect(attention).toContainText('Je registratieaanvraag is nog niet ingediend.');
  await expectAccessible(page);

  // The draft comes back on the diploma step, where it was left.
  await attention.getByRole('link', { name: 'Ga verder met je aanvraag' }).click();
  await expect(page).toHaveURL(/\/registreren\/[\w-]+\/3$/);
  const uuid = page.url().split('/').at(-2)!;
  await expectStep(page, /Diploma’s/);
  await expectAccessible(page);

  // Back to step 1: a master psychologist pays a first-year fee and is asked about work experience.
  await page.getByRole('button', { name: 'Vorige' }).click();
  await expectStep(page, /Persoonsgegevens/);
  await page.getByRole('button', { name: 'Vorige' }).click();
  await expect(await expectStep(page, /Stap 1 van 6: Kamer en registratie/)).toBeFocused();
  await expectAccessible(page);
  await choose(page, page, 'Kamer', 'Gedragswetenschappers');
  await choose(page, page, 'Soort registratie', 'Master psycholoog');
  await expectStep(page, /Stap 1 van 7/);
  await expect(page.getByText(/Eerstejaarsbijdrage: € 80,00/)).toBeVisible();
  await page.getByRole('button', { name: 'Volgende', exact: true }).click();

  await expect(page).toHaveURL(`/registreren/${uuid}/2`);
  await expect(await expectStep(page, /Stap 2 van 7: Persoonsgegevens/)).toBeFocused();
  await expect(page.getByLabel('Geboorteplaats')).toHaveValue('Amersfoort');
  await page.getByRole('button', { name: 'Volgende', exact: true }).click();

  // A diploma with an uploaded copy, saved from its own dialog.
  await expectStep(page, /Stap 3 van 7: Diploma’s/);
  await page.getByRole('button', { name: 'Diploma toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Diploma toevoegen' });
  await choose(dialog, page, 'Soort diploma', 'Wo-master');
  await choose(dialog, page, 'Opleiding', 'Anders, namelijk...');
  await dialog.getByLabel('Anders, namelijk').fill('Master Psychologie');
  await choose(dialog, page, 'Onderwijsinstelling', 'Anders, namelijk...');
  await dialog.getByLabel('Anders, namelijk').nth(1).fill('Universiteit Utrecht');
  await dialog.getByLabel('Plaats van de onderwijsinstelling').fill('Utrecht');
  await pickToday(dialog, page, 'Datum diploma');
  // A wrong type is refused at once, in Dutch, and nothing is sent.
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'notities.txt', mimeType: 'text/plain', buffer: Buffer.from('hallo') });
  await expect(dialog.getByRole('alert').filter({ hasText: 'notities.txt is niet geüpload' })).toContainText(
    'Dit bestandstype is niet toegestaan: upload een PDF, JPG of PNG.',
  );
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'diploma.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByText('diploma.pdf is geüpload.')).toBeAttached();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Diploma opslaan' }).click();
  await expect(dialog).toBeHidden();
  const diplomas = page.getByRole('list', { name: 'Toegevoegde diploma’s' });
  await expect(diplomas).toContainText('Wo-master: Master Psychologie');
  await expect(diplomas.getByRole('link', { name: 'diploma.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Volgende', exact: true }).click();

  await expectStep(page, /Stap 4 van 7: Werkervaring/);
  await expectAccessible(page);
  await page.getByLabel('Werkgever').fill('Jeugdzorg Utrecht');
  await page.getByLabel('Uren per week').fill('32');
  await page.getByLabel('Totaal aantal uren werkervaring').fill('3000');
  // 'Opslaan als concept' keeps the application where it is.
  await page.getByRole('button', { name: 'Opslaan als concept' }).click();
  await expect(page.getByText('Het concept is opgeslagen.')).toBeVisible();
  await page.getByRole('button', { name: 'Volgende', exact: true }).click();

  await expectStep(page, /Stap 5 van 7: VOG/);
  // The register's rule from the api's settings, in words.
  await expect(
    page.getByText('Bij het indienen van een aanvraag mag de VOG niet ouder zijn dan 3 maanden.', {
      exact: false,
    }),
  ).toBeVisible();
  await pickToday(page, page, 'Datum van afgifte');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'vog.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('vog.png is geüpload.')).toBeAttached();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Volgende', exact: true }).click();

  await expectStep(page, /Stap 6 van 7: Verklaringen/);
  await page.getByLabel('Ik verklaar dat ik alles naar waarheid heb ingevuld.').check();
  await page.getByLabel(/Ik ga akkoord met de verwerking van mijn gegevens/).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Volgende', exact: true }).click();

  // Every answer with an edit link per step.
  await expectStep(page, /Stap 7 van 7: Overzicht/);
  const main = page.getByRole('main');
  for (const text of [
    'Master psycholoog',
    'Amersfoort',
    'Wo-master: Master Psychologie',
    'Jeugdzorg Utrecht',
    'vog.png',
  ]) {
    await expect(main).toContainText(text);
  }
  await expect(page.getByRole('link', { name: 'VOG wijzigen' })).toHaveAttribute(
    'href',
    `/registreren/${uuid}/5`,
  );
  expect(await sidewaysScroll(page)).toBe(0);
  await expectAccessible(page);

  // The first-year fee is paid through the payment page before the application can go in.
  await page.getByRole('button', { name: 'Aanvraag indienen' }).click();
  await expect(page).toHaveURL(/\/betaling\/[\w-]+\?terug=/);
  await expect(page.getByRole('main')).toContainText('€ 80,00');
  await page.getByRole('button', { name: 'Betalen met iDEAL' }).click();
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page).toHaveURL(/\/betaling\/[^?]+\?resultaat=/);
  await expect(page.getByRole('main')).toContainText('Betaald');

  // Back from the provider, the payment page leads to the summary, where the application goes in.
  await page.getByRole('link', { name: 'Verder waar je gebleven was' }).click();
  await expect(page).toHaveURL(`/registreren/${uuid}/7`);
  await page.getByRole('button', { name: 'Aanvraag indienen' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('status').filter({ hasText: 'Je aanvraag is ingediend.' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Wat je aandacht nodig heeft' })).toContainText(
    'Je aanvraag is in behandeling.',
  );

  expect(staff('approve', 'concept@demo.nl')).toMatch(/goedgekeurd/);
  await page.reload();
  const registration = page.getByRole('region', { name: 'Je registratie' });
  await expect(registration).toContainText('Goedgekeurd');
  await expect(registration).toContainText('Master psycholoog');
  await expect(registration).toContainText(/Registratienummer\s*\d+/);

  // The drawer's caption follows the approved registration's period.
  await expect((await openDrawer(page)).getByRole('link', { name: /Herregistratie/ })).toContainText(
    /uiterlijk \d{2}-\d{2}-\d{4}/,
  );
  await expectAccessible(page);
});

test('afgewezen@demo.nl sees the reason and starts a new application prefilled from it', async ({ page }) => {
  await signIn(page, 'afgewezen@demo.nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  await page
    .getByRole('list', { name: 'Wat je aandacht nodig heeft' })
    .getByRole('link', { name: 'Bekijk de afwijzing' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Afgewezen aanvraag' })).toBeFocused();
  await expect(page.getByRole('main')).toContainText('Reden');
  await expect(page.getByRole('main')).toContainText('Afgewezen op');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Nieuwe aanvraag starten' }).click();
  await expect(page).toHaveURL(/\/registreren\/[\w-]+\/1$/);
  // Prefilled from the rejected application: its target (with work experience: 7 steps) and answers.
  await expectStep(page, /Stap 1 van 7: Kamer en registratie/);
  await expect(page.getByRole('main')).toContainText('Master psycholoog');
  await page.getByRole('button', { name: 'Volgende', exact: true }).click();
  await expectStep(page, /Persoonsgegevens/);
  await expect(page.getByLabel('Geboorteplaats')).toHaveValue('Zwolle');
  await expectAccessible(page);
});
