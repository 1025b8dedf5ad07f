import { expect, test, type Page } from '@playwright/test';
import { accessibilityFloorFailures } from '../support/accessibility-floor';
import { choose, pickToday } from '../support/field-pickers';
import { houseStyleFailures } from '../support/house-style-checks';
import { signIn } from '../support/sign-in';
import { staff } from '../support/staff';
import { drawerLink } from '../support/drawer';
import { PDF } from '../support/upload-files';
import { dutchDate } from '../support/dates';

/**
 * Afronden met NIP- of NVO-bewijs (issue 38): gedragswetenschapper@demo.nl, an approved master
 * psycholoog with an open round, follows the link on /herregistratie, fills in the NIP registration
 * (valid until today: the submission day still counts), uploads the proof, looks back, submits, and
 * sees the round pending and the proof read-only; staff approval starts a new period the drawer
 * shows. The screen is checked at 320, 375 and 1280 px: route-accessibility.spec's professional
 * (a jeugd- en gezinsprofessional) is sent to the dashboard by the route's entry rule.
 * No other browser test uses gedragswetenschapper@demo.nl.
 */

test.setTimeout(240_000);

const EMAIL = 'gedragswetenschapper@demo.nl';
const TITLE = 'Herregistratie afronden met NIP- of NVO-bewijs';

/** The accessibility floor at 320 px and the house style at 375 and 1280 px, as the route table holds them. */
async function checkAtEveryWidth(page: Page, where: string) {
  const failures: string[] = [];
  for (const width of [320, 375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // On a phone the drawer opens over the page; the page is what is checked.
    const close = page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('button', { name: 'Menu sluiten' });
    if (await close.isVisible()) await close.click();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    failures.push(
      ...(await accessibilityFloorFailures(page, `${where} @${width}`, { narrow: width === 320 })),
    );
    if (width !== 320) failures.push(...(await houseStyleFailures(page, `${where} @${width}`)));
    await page.screenshot({ path: `test-results/nip-nvo-${where}-${width}.png`, fullPage: true });
  }
  expect(failures).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a professional of another chamber is sent to the dashboard', async ({ page }) => {
  // Before the long test: right after its staff approval this sign-in once met a 502 from the stack.
  await signIn(page, 'los@demo.nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  await page.goto('/herregistratie-afronden-met-nip-of-nvo-bewijs');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
});

test('gedragswetenschapper@demo.nl completes the round with NIP proof, and approval starts a new period', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, EMAIL);
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  await (await drawerLink(page, /Herregistratie/)).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Herregistratie' })).toBeFocused();
  const main = page.getByRole('main');

  // The re-registration screen offers the other way to complete it.
  await expect(main.getByRole('link', { name: 'Afronden met NIP- of NVO-bewijs' })).toBeVisible();
  await page.screenshot({ path: 'test-results/nip-nvo-herregistratie-1280.png', fullPage: true });
  await main.getByRole('link', { name: 'Afronden met NIP- of NVO-bewijs' }).click();
  await expect(page).toHaveURL(/\/herregistratie-afronden-met-nip-of-nvo-bewijs$/);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeFocused();
  await expect(main).toContainText('in plaats van je activiteiten op te geven');
  await checkAtEveryWidth(page, 'form');

  // Nothing filled in: each field says so, the first takes focus, and the step stays.
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(main.getByText('Dit veld is verplicht.')).toHaveCount(4);
  await expect(page.getByLabel('Beroepsvereniging', { exact: true })).toBeFocused();
  await expect(page.getByRole('heading', { name: /Je NIP- of NVO-registratie/ })).toBeVisible();

  await choose(page, page, 'Beroepsvereniging', 'NIP (Nederlands Instituut van Psychologen)');
  await page.getByLabel('Registratienummer bij het NIP of de NVO', { exact: true }).fill('NIP-204518');
  await pickToday(page, page, 'Geldig tot en met');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'nip-registratie.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('nip-registratie.pdf is geüpload.')).toBeVisible();
  await page.getByRole('button', { name: 'Volgende' }).click();

  // The look back is the confirmation: submitting cannot be undone.
  await expect(page.getByRole('heading', { name: /Controleren en indienen/ })).toBeFocused();
  await expect(main).toContainText('Indienen kan niet ongedaan worden gemaakt.');
  await expect(main).toContainText('NIP-204518');
  await expect(main).toContainText(dutchDate());
  await page.getByRole('button', { name: 'Herregistratie afronden' }).click();

  await expect(
    page.getByRole('status').filter({ hasText: 'Je herregistratie is ingediend met je NIP- of NVO-bewijs.' }),
  ).toBeVisible();
  await expect(main).toContainText('In behandeling');
  await expect(main.getByRole('link', { name: 'nip-registratie.pdf' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Herregistratie afronden' })).toHaveCount(0);
  await checkAtEveryWidth(page, 'submitted');

  // Read-only after submitting, on a reload too; the re-registration screen says how it was submitted.
  await page.reload();
  await expect(main).toContainText('NIP-204518');
  await expect(page.getByRole('button', { name: 'Volgende' })).toHaveCount(0);
  await main.getByRole('link', { name: 'Terug naar je herregistratie' }).click();
  await expect(main).toContainText('Je hebt je herregistratie ingediend met je NIP-bewijs.');
  await expect(main).toContainText('In behandeling');

  const pending = staff('reregistrations');
  expect(pending).toContain(EMAIL);
  expect(pending).toMatch(/gedragswetenschapper@demo\.nl .*met NIP-bewijs \(nummer NIP-204518/);
  expect(staff('approve-reregistration', EMAIL, '--by', 'medewerker@demo.nl')).toMatch(/goedgekeurd/);
  await page.reload();
  await expect(page).toHaveURL(/\/herregistratie$/);
  await expect(main).toContainText(`uiterlijk ${dutchDate(5)}`);
  await expect(main).toContainText(`${dutchDate()} tot ${dutchDate(5)}`);
  await expect(await drawerLink(page, /Herregistratie/)).toContainText(`uiterlijk ${dutchDate(5)}`);
  // The new round is open again: the way to complete it with proof is offered anew.
  await expect(main.getByRole('link', { name: 'Afronden met NIP- of NVO-bewijs' })).toBeVisible();
});
