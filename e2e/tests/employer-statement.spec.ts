import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '@portal/shared/testing/pdf-text';
import { seriousAxeViolations } from '../support/axe';
import { choose, pickToday } from '../support/field-pickers';
import { sidewaysScroll } from '../support/page-checks';
import { signIn } from '../support/sign-in';
import { PDF } from '../support/upload-files';

/**
 * Werkgeversverklaring (issues 38 and 39) in the browser: professional@demo.nl adds work experience,
 * downloads the prefilled statement, asks werkgever@demo.nl's company to confirm the hours;
 * werkgever@demo.nl confirms them on the dashboard; the professional's re-registration shows them
 * as confirmed by that employer; then a signed statement is uploaded in its place.
 *
 * @serial: re-registration.spec needs professional@demo.nl's round to itself (it submits it and staff
 * approve it); this one runs afterwards, on the new round that approval opens.
 */

test.setTimeout(240_000);

async function expectAccessible(page: Page) {
  await expect(page.locator('[role="dialog"][aria-label="Kies een datum"]:visible')).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await sidewaysScroll(page)).toBe(0);
}

test('professional@demo.nl asks werkgever@demo.nl to confirm the hours, downloads and uploads the statement @serial', async ({
  browser,
}) => {
  const professional = await (await browser.newContext()).newPage();
  await professional.setViewportSize({ width: 1280, height: 900 });
  await signIn(professional, 'professional@demo.nl');
  await expect(professional.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  await professional.goto('/herregistratie');
  const main = professional.getByRole('main');
  const panel = main.getByRole('region', { name: 'Werkgeversverklaring' });
  await expect(panel).toContainText('Je werkervaring is nog niet onderbouwd.');

  // Work experience first: the statement states the hours the round holds.
  await main.getByRole('link', { name: 'Activiteit toevoegen' }).first().click();
  await expect(professional.getByRole('heading', { level: 1, name: 'Activiteit toevoegen' })).toBeVisible();
  await choose(professional, professional, 'Categorie', 'Werkervaring');
  await professional.getByLabel('Titel', { exact: true }).fill('Jeugd- en gezinswerker');
  await professional.getByLabel('Werkgever', { exact: true }).fill('Jeugdzorg Utrecht BV');
  await pickToday(professional, professional, 'Datum');
  await professional.getByLabel('Aantal uren werkervaring', { exact: true }).fill('3368');
  await professional.getByRole('button', { name: 'Activiteit toevoegen' }).click();
  await expect(main).toContainText('3.368 van 3.368 uur');

  // The prefilled statement, to have signed.
  const downloading = professional.waitForEvent('download');
  await panel.getByRole('button', { name: 'Verklaring downloaden (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('werkgeversverklaring.pdf');
  const text = pdfText(await readFile((await download.path())!));
  expect(text).toContain('Werkgeversverklaring');
  expect(text).toContain('Stichting Kwaliteitsregister Jeugd');
  expect(text).toContain('3.368 uur');

  // Or the linked employer confirms: the forms open on request, the one confirmed link chosen already.
  const openForms = panel.getByRole('button', { name: 'Werkervaring onderbouwen' });
  await expect(openForms).toHaveAttribute('aria-expanded', 'false');
  await expect(panel.getByRole('button', { name: 'Vraag om bevestiging' })).toHaveCount(0);
  await openForms.click();
  await expect(openForms).toHaveAttribute('aria-expanded', 'true');
  await panel.getByRole('button', { name: 'Vraag om bevestiging' }).click();
  await expect(panel).toContainText('Gevraagd aan werkgever Jeugdzorg Utrecht BV: nog niet bevestigd');
  await expectAccessible(professional);

  const employerContext = await browser.newContext();
  const employer = await employerContext.newPage();
  await employer.setViewportSize({ width: 375, height: 800 });
  await signIn(employer, 'werkgever@demo.nl');
  await expect(employer.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  const requests = employer.getByRole('region', { name: 'Werkgeversverklaringen' });
  await expect(requests).toContainText('vraagt je de werkervaring te bevestigen: 3.368 uur');
  await expectAccessible(employer);
  const hours = requests.getByLabel(/^Uren werkervaring van /);
  await expect(hours).toHaveValue('3368');
  await hours.fill('3300');
  await requests.getByRole('button', { name: 'Uren bevestigen' }).click();
  await expect(requests).toContainText(/De werkervaring van .+ is bevestigd\./);
  await expect(requests).toContainText('Geen gegevens beschikbaar');
  await employerContext.close();

  await professional.reload();
  await expect(panel).toContainText('Bevestigd door werkgever Jeugdzorg Utrecht BV');
  await expect(panel).toContainText('3.300 uur');

  // A signed statement uploaded instead: the screen says that is what backs the hours now.
  await openForms.click();
  await panel
    .locator('input[type="file"]')
    .setInputFiles({ name: 'getekende-verklaring.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(panel.getByText('getekende-verklaring.pdf is geüpload.')).toBeVisible();
  await panel.getByRole('button', { name: 'Verklaring uploaden' }).click();
  await expect(panel).toContainText('Verklaring geüpload');
  await expect(panel.getByRole('link', { name: 'getekende-verklaring.pdf' })).toBeVisible();
  await expectAccessible(professional);
});
