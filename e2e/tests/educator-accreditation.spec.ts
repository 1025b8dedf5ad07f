import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { sidewaysScroll } from '../support/page-checks';
import { signIn } from '../support/sign-in';
import { staff } from '../support/staff';
import { PDF } from '../support/upload-files';

/**
 * Issue 40, the provider's accreditation application in the browser: opleider@demo.nl reads the
 * terms, applies through the wizard (the shared final-test rule refuses an e-learning without a final
 * test), uploads a document, chooses 3 years, pays the fee on the payment page (test provider),
 * submits, and staff approve with `pnpm staff decide-accreditation`; the overview then says approved.
 */

test.setTimeout(180_000);

async function expectStep(page: Page, title: RegExp) {
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

async function screenshots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // A list turns into cards below 600 px once the screen has seen the new width.
    await expect.poll(() => sidewaysScroll(page)).toBe(0);
    await page.screenshot({
      path: `test-results/educator-accreditation/${name}-${width}.png`,
      fullPage: true,
    });
  }
}

async function next(page: Page) {
  await page.getByRole('button', { name: 'Volgende', exact: true }).click();
}

test('opleider@demo.nl applies for an accreditation, pays the fee, submits, and staff approve it', async ({
  page,
}) => {
  const title = `Motiverende gespreksvoering ${Date.now()}`;
  await signIn(page, 'opleider@demo.nl');
  await expect(page).not.toHaveURL(/\/login$/);

  // The terms and fees come from the api's configuration.
  await page.goto('/accreditaties');
  await expect(page.getByRole('heading', { level: 1, name: 'Accreditaties' })).toBeVisible();
  await screenshots(page, 'hub');
  await page.getByRole('link', { name: 'Lees de informatie over accreditatie' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accreditaties informatie' })).toBeVisible();
  await expect(page.getByText('€ 130,68 (inclusief btw)')).toBeVisible();
  await expect(page.getByText('€ 266,20 (inclusief btw)')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshots(page, 'informatie');

  await page.goto('/accreditaties/overzicht');
  await page.getByRole('link', { name: 'Accreditatie aanvragen' }).click();
  await expect(page).toHaveURL(/\/accreditaties\/aanvragen\/1$/);
  await expectStep(page, /Stap 1 van 8: Scholing/);
  await page.getByLabel('Titel van de scholing').fill(title);
  await page.getByLabel('Beschrijving', { exact: true }).fill('Gesprekstechnieken voor gedragsverandering.');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshots(page, 'step-1');
  await next(page);

  // Saved as a draft at its own address.
  await expect(page).toHaveURL(/\/accreditaties\/bewerken\/[0-9a-f-]{36}\/2$/);
  const uuid = page.url().split('/').at(-2)!;
  await expectStep(page, /Stap 2 van 8: Kamers/);
  await page.getByLabel('Jeugd- en gezinsprofessionals').check();
  await next(page);

  await expectStep(page, /Stap 3 van 8: Vorm, programma en uren/);
  await page.getByRole('radio', { name: 'E-learning', exact: true }).check();
  await page.getByLabel('Programma').fill('Module 1: theorie. Module 2: oefenen met casussen.');
  await page.getByLabel('Contacturen').fill('8');
  await page.getByLabel('Punten').fill('8');
  await screenshots(page, 'step-3');
  await next(page);

  await expectStep(page, /Stap 4 van 8: Trainers/);
  await page.getByLabel('Trainers').fill('Drs. A. Trainer, GZ-psycholoog');
  // Leaving with a change not yet saved asks first; staying keeps it.
  await page.getByRole('link', { name: 'Mijn SKJ, naar de startpagina' }).first().click();
  const question = page.getByRole('alertdialog', { name: 'Wijzigingen niet opgeslagen. Toch verlaten?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Blijven' }).click();
  await expect(page.getByLabel('Trainers')).toHaveValue('Drs. A. Trainer, GZ-psycholoog');
  await next(page);

  // An e-learning needs a final test: the shared rule, in Dutch, before anything is sent.
  await expectStep(page, /Stap 5 van 8: Eindtoets/);
  await next(page);
  await expect(
    page.getByText(
      'Een eindtoets is verplicht voor e-learning, blended leren en scholingen van 18 uur of meer.',
      {
        exact: true,
      },
    ),
  ).toBeVisible();
  await page.getByLabel('De scholing heeft een eindtoets').check();
  await page.getByLabel('Beschrijving van de eindtoets').fill('Online toets van 20 vragen.');
  await screenshots(page, 'step-5');
  await next(page);

  await expectStep(page, /Stap 6 van 8: Documenten/);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'programma.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByText('programma.pdf is geüpload.')).toBeAttached();
  await next(page);

  await expectStep(page, /Stap 7 van 8: Geldigheid en tarief/);
  await page.getByLabel('3 jaar: € 266,20').check();
  await screenshots(page, 'step-7');
  await next(page);

  await expectStep(page, /Stap 8 van 8: Overzicht en indienen/);
  await expect(page.getByRole('main')).toContainText(title);
  await expect(page.getByRole('main')).toContainText('programma.pdf');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshots(page, 'summary');

  // The fee first, on the payment page (the test provider), then back to the summary to submit.
  await page.getByRole('button', { name: 'Aanvraag indienen' }).click();
  await expect(page).toHaveURL(/\/betaling\/[\w-]+\?terug=/);
  await expect(page.getByRole('main')).toContainText('€ 266,20');
  await page.getByRole('button', { name: 'Betalen met iDEAL' }).click();
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page).toHaveURL(/\/betaling\/[^?]+\?resultaat=/);
  await expect(page.getByRole('main')).toContainText('Betaald');
  await page.getByRole('link', { name: 'Verder waar je gebleven was' }).click();
  await expect(page).toHaveURL(`/accreditaties/bewerken/${uuid}/8`);
  await expect(page.getByText('Het tarief is betaald. Dien de aanvraag nu in.')).toBeVisible();
  await page.getByRole('button', { name: 'Aanvraag indienen' }).click();
  await expect(page).toHaveURL(/\/accreditaties\/overzicht$/);
  await expect(page.getByRole('status').filter({ hasText: 'De aanvraag is ingediend.' })).toBeVisible();

  // The fee is an invoice of the provider itself, paid, on its Facturen.
  await page.goto('/opleider/facturen/overzicht');
  await page.getByLabel('Zoeken op factuurnummer of omschrijving').fill(title);
  await page.keyboard.press('Enter');
  // The search looks in the invoice's lines, which name the course.
  await expect(page.getByRole('main').getByText('1 resultaat')).toBeVisible();
  await expect(page.getByRole('main').getByRole('row').filter({ hasText: '€ 266,20' })).toContainText(
    'Betaald',
  );

  // Submitted: read only now.
  await page.goto(`/accreditaties/bewerken/${uuid}/1`);
  await expect(
    page.getByText('Deze aanvraag is ingediend of afgehandeld en kan niet meer worden gewijzigd.'),
  ).toBeVisible();

  const listed = staff('accreditations');
  expect(listed).toContain(uuid);
  expect(listed).toContain(title);
  expect(staff('decide-accreditation', uuid, 'approve')).toContain('goedgekeurd');
  expect(staff('mail', 'opleider@demo.nl')).toContain(`Accreditatie goedgekeurd: ${title}`);

  await page.goto('/accreditaties/overzicht');
  await page.getByLabel('Zoeken op titel of accreditatienummer').fill(title);
  await page.keyboard.press('Enter');
  const main = page.getByRole('main');
  const row = main.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Goedgekeurd');
  await expect(row).toContainText(/A\d+/);
  await expect(main.getByRole('link', { name: `${title} verlengen` }).first()).toBeVisible();
  await screenshots(page, 'overview');

  // Renewing starts a new application prefilled from the approved one.
  await main
    .getByRole('link', { name: `${title} verlengen` })
    .first()
    .click();
  await expect(page).toHaveURL(`/accreditaties/verlengen/${uuid}`);
  await expect(page.getByLabel('Titel van de scholing')).toHaveValue(title);
  await screenshots(page, 'verlengen');
});
