import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { choose, pickToday } from '../support/field-pickers';
import { sidewaysScroll } from '../support/page-checks';
import { signIn } from '../support/sign-in';
import { staff } from '../support/staff';
import { drawerLink } from '../support/drawer';
import { PDF } from '../support/upload-files';
import { dutchDate } from '../support/dates';

/**
 * The five-year cycle of issue 38 in the browser: professional@demo.nl (deadline two months away)
 * sees one deadline in the drawer, on the dashboard and on the re-registration screen, adds a course,
 * a reflection track with three sessions, informal learning and work experience with an employer
 * statement until every bar is full, submits, and staff approval starts a new period that the drawer
 * shows. No other browser test needs professional@demo.nl's round open.
 */

test.setTimeout(300_000);

async function expectAccessible(page: Page) {
  await expect(page.locator('[role="dialog"][aria-label="Kies een datum"]:visible')).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await sidewaysScroll(page)).toBe(0);
}

async function addActivity(
  page: Page,
  values: { category: string; title: string; provider: [string, string]; hours: [string, string] },
) {
  await page.getByRole('link', { name: 'Activiteit toevoegen' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activiteit toevoegen' })).toBeVisible();
  await choose(page, page, 'Categorie', values.category);
  await page.getByLabel('Titel', { exact: true }).fill(values.title);
  await page.getByLabel(values.provider[0], { exact: true }).fill(values.provider[1]);
  await pickToday(page, page, 'Datum');
  await page.getByLabel(values.hours[0], { exact: true }).fill(values.hours[1]);
}

test('professional@demo.nl fills every bar, submits, and approval starts a new period', async ({ page }) => {
  // The drawer is a rail beside the content at 1280 px; on a phone it opens from the footer.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'professional@demo.nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();

  // One deadline: the drawer's caption and the dashboard's notice say the same date.
  const link = await drawerLink(page, /Herregistratie/);
  const caption = (await link.textContent())?.match(/uiterlijk (\d{2}-\d{2}-\d{4})/)?.[1];
  expect(caption).toBeTruthy();
  await expect(page.getByRole('list', { name: 'Wat je aandacht nodig heeft' })).toContainText(
    `Uiterlijk ${caption}.`,
  );
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Herregistratie' })).toBeFocused();
  const main = page.getByRole('main');
  await expect(main).toContainText(`uiterlijk ${caption}`);
  await expect(main).toContainText('0 van 60 punten');
  await expect(page.getByRole('button', { name: 'Herregistratie indienen' })).toBeDisabled();
  await expectAccessible(page);

  // On a phone: the same screen, nothing sideways (the drawer closed again first).
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('button', { name: 'Menu sluiten' })
    .click();
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page);
  // The calendar below 450 px is a dialog of its own; the forms are filled in at desktop width.
  await page.setViewportSize({ width: 1280, height: 900 });

  await addActivity(page, {
    category: 'Scholing',
    title: 'Motiverende gespreksvoering',
    provider: ['Aanbieder', 'Academie Jeugd'],
    hours: ['Aantal contacturen', '60'],
  });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Activiteit toevoegen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'De activiteit is toegevoegd.' })).toBeVisible();
  await expect(main).toContainText('60 van 60 punten');

  // A reflection track with three sessions, summed once into the track.
  await addActivity(page, {
    category: 'Reflectie',
    title: 'Intervisiegroep',
    provider: ['Begeleider', 'J. de Vries'],
    hours: ['Aantal contacturen', '1'],
  });
  await page.getByRole('button', { name: 'Activiteit toevoegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sessies van een traject' })).toBeVisible();
  for (const session of ['Eerste sessie', 'Tweede sessie', 'Derde sessie']) {
    await page.getByLabel('Omschrijving van de sessie', { exact: true }).fill(session);
    await pickToday(page, page, 'Datum');
    await page.getByLabel('Aantal uren', { exact: true }).fill('20');
    await page.getByRole('button', { name: 'Sessie toevoegen' }).click();
    await expect(page.getByRole('list', { name: 'Sessies' })).toContainText(session);
  }
  await expect(main).toContainText('totaal 60 uur');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Terug naar herregistratie' }).click();
  await expect(main).toContainText('60 van 60 uur');

  await addActivity(page, {
    category: 'Informeel leren',
    title: 'Vakliteratuur over hechting',
    provider: ['Organisatie of bron', 'Tijdschrift voor Jeugdhulp'],
    hours: ['Aantal contacturen', '20'],
  });
  await page.getByRole('button', { name: 'Activiteit toevoegen' }).click();
  await expect(main).toContainText('20 van 20 punten');

  // Work experience, backed by the employer's signed statement as evidence.
  await addActivity(page, {
    category: 'Werkervaring',
    title: 'Jeugd- en gezinswerker',
    provider: ['Werkgever', 'Jeugdzorg Utrecht'],
    hours: ['Aantal uren werkervaring', '3368'],
  });
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'werkgeversverklaring.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('werkgeversverklaring.pdf is geüpload.')).toBeVisible();
  await page.getByRole('button', { name: 'Activiteit toevoegen' }).click();
  await expect(main).toContainText('3.368 van 3.368 uur');
  await expect(main.getByRole('link', { name: 'werkgeversverklaring.pdf' })).toBeVisible();

  // Every bar full: submitting asks first, since it cannot be undone.
  const submit = page.getByRole('button', { name: 'Herregistratie indienen' });
  await expect(submit).toBeEnabled();
  await expectAccessible(page);
  await submit.click();
  const dialog = page.getByRole('dialog', { name: 'Herregistratie indienen?' });
  await expect(dialog).toContainText('Indienen kan niet ongedaan worden gemaakt.');
  await dialog.getByRole('button', { name: 'Indienen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Je herregistratie is ingediend.' })).toBeVisible();
  await expect(main).toContainText('In behandeling');
  await expect(main.getByRole('button', { name: /verwijderen/ })).toHaveCount(0);
  await expectAccessible(page);

  expect(staff('reregistrations')).toContain('professional@demo.nl');
  expect(staff('approve-reregistration', 'professional@demo.nl', '--by', 'medewerker@demo.nl')).toMatch(
    /goedgekeurd/,
  );
  await page.reload();
  await expect(page).toHaveURL(/\/herregistratie$/);
  await expect(main).toContainText(`uiterlijk ${dutchDate(5)}`);
  await expect(main).toContainText(`${dutchDate()} tot ${dutchDate(5)}`);
  await expect(await drawerLink(page, /Herregistratie/)).toContainText(`uiterlijk ${dutchDate(5)}`);
});
