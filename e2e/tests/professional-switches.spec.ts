import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { choose } from '../support/field-pickers';
import { sidewaysScroll } from '../support/page-checks';
import { signIn } from '../support/sign-in';
import { staff } from '../support/staff';
import { drawerLink, toPhoneWidth } from '../support/drawer';
import { PDF } from '../support/upload-files';

/**
 * Kamerwissel (issue 38) in the browser: a generated demo professional of Jeugd- en
 * gezinsprofessionals (an account of its own: other specs pick los@demo.nl's requests from `pnpm staff
 * requests` at the same time) asks to switch to Gedragswetenschappers with a diploma; the submitted
 * request is read-only; staff approve it and the register card shows the new chamber. Then the drawer
 * offers the postmaster switch of the new chamber. Also: Professioneel Toezicht in the drawer reaches
 * the token exchange.
 */
const SWITCHER = 'deelnemer-0500@opleiding.demo.nl';

test.setTimeout(240_000);

const SHOTS = process.env.E2E_SCREENSHOTS;

async function expectAccessible(page: Page, shot?: string) {
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await sidewaysScroll(page)).toBe(0);
  if (SHOTS && shot) await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });
}

test('a chamber switch approved by staff changes the chamber on the register card', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, SWITCHER);
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  await page.goto('/mijn-registerpas');
  await expect(page.getByRole('main')).toContainText('Jeugd- en gezinsprofessionals');

  await (await drawerLink(page, 'Kamerwisselen')).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kamerwisselen' })).toBeFocused();
  const main = page.getByRole('main');
  await expect(main).toContainText('Jeugd- en gezinsprofessionals: Jeugd- en gezinsprofessional');
  await expectAccessible(page, 'switch-1-1280');

  // Only open chambers: the closed Jeugdzorgwerkers are not offered.
  const select = page.getByLabel('Nieuwe kamer', { exact: true });
  await expect(select.locator('option', { hasText: 'Jeugdzorgwerker' })).toHaveCount(0);
  await choose(page, page, 'Nieuwe kamer', 'Gedragswetenschappers: Master psycholoog');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page).toHaveURL(/\/kamerwissel\/[0-9a-f-]{36}\/2$/);
  const motivation = page.getByLabel('Waarom wil je van kamer wisselen?', { exact: true });
  await motivation.fill('Te kort');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByText('Minimaal 20 tekens.')).toBeVisible();
  await motivation.fill('Ik heb mijn master psychologie afgerond en werk nu als gedragswetenschapper.');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page).toHaveURL(/\/3$/);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'master-diploma.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('master-diploma.pdf is geüpload.')).toBeVisible();
  await expectAccessible(page, 'switch-3-1280');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page).toHaveURL(/\/4$/);
  await expect(main).toContainText('Gedragswetenschappers: Master psycholoog');
  await expect(main).toContainText('Na het indienen kun je je verzoek niet meer wijzigen.');
  await expectAccessible(page, 'switch-4-1280');
  await page.getByRole('button', { name: 'Verzoek indienen' }).click();

  await expect(page.getByText('Je verzoek om van kamer te wisselen is ingediend.')).toBeVisible();
  await expect(page).toHaveURL(/\/kamerwissel\/[0-9a-f-]{36}$/);
  await expect(main).toContainText('In behandeling');
  await expect(main.getByRole('button', { name: 'Verzoek indienen' })).toHaveCount(0);
  await toPhoneWidth(page);
  await expectAccessible(page, 'switch-submitted-375');

  // Staff find it among the pending requests and approve it.
  const line = staff('requests')
    .split('\n')
    .find((entry) => entry.includes('kamerwissel') && entry.includes(SWITCHER));
  expect(line).toBeTruthy();
  const uuid = line!.trim().split(/\s+/)[0]!;
  expect(staff('decide', uuid, 'approve')).toMatch(/is goedgekeurd: geregistreerd als Master psycholoog/);

  await page.goto('/mijn-registerpas');
  await expect(main).toContainText('Gedragswetenschappers');
  await expect(main).toContainText('Master psycholoog');
  await expect(main).not.toContainText('Jeugd- en gezinsprofessionals');
  await expectAccessible(page, 'card-after-375');

  // Now a gedragswetenschapper: the drawer offers the postmaster registrations of that chamber.
  await page.setViewportSize({ width: 1280, height: 900 });
  await (await drawerLink(page, 'Overstappen naar postmasterregistratie')).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Overstappen naar postmasterregistratie' }),
  ).toBeFocused();
  await expect(main).toContainText('Gedragswetenschappers: Master psycholoog');
  const postmaster = page.getByLabel('Postmasterregistratie', { exact: true });
  await expect(postmaster.locator('option', { hasText: 'Kinder- en Jeugdpsycholoog' })).toHaveCount(1);
  await expectAccessible(page, 'target-1-1280');
  await toPhoneWidth(page);
  await expectAccessible(page, 'target-1-375');
});

test('Professioneel Toezicht in the drawer reaches the token exchange', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'professional@demo.nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  // The forwarding goes to Professioneel Toezicht with a one-time token (its site is not reachable here).
  let forwarded = '';
  await page.route('https://professioneeltoezicht.skjeugd.nl/**', async (route) => {
    forwarded = route.request().url();
    await route.fulfill({
      contentType: 'text/html',
      body: '<title>PT</title><h1>Professioneel Toezicht</h1>',
    });
  });
  await (await drawerLink(page, 'Professioneel Toezicht')).click();
  await expect(page).toHaveURL(/^https:\/\/professioneeltoezicht\.skjeugd\.nl\/inloggen\?token=/);
  expect(new URL(forwarded).searchParams.get('token')).toBeTruthy();
});
