import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { choose } from '../support/field-pickers';
import { sidewaysScroll } from '../support/page-checks';
import { signIn } from '../support/sign-in';
import { staff } from '../support/staff';
import { drawerLink, toPhoneWidth } from '../support/drawer';
import { PDF } from '../support/upload-files';

/**
 * Herintreden (issue 38) in the browser: herintreden@demo.nl, whose registration ended a year ago,
 * finds Herintreden in the drawer, fills the steps (paying the fee on the payment page when asked),
 * submits; the submitted request is read-only; staff reject it with a reason, which
 * /herintreden/afgewezen shows with what to do next.
 */
const PROFESSIONAL = 'herintreden@demo.nl';
const REASON = 'Je diploma geeft geen toegang tot deze kamer.';

test.setTimeout(240_000);

const SHOTS = process.env.E2E_SCREENSHOTS;

async function expectAccessible(page: Page, shot?: string) {
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await sidewaysScroll(page)).toBe(0);
  if (SHOTS && shot) await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });
}

test('a re-entry request filled, paid and submitted, rejected by staff with its reason', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, PROFESSIONAL);
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();

  await (await drawerLink(page, 'Herintreden')).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Herintreden' })).toBeFocused();
  const main = page.getByRole('main');
  await expectAccessible(page, 'reenter-start-1280');
  await main.getByRole('button', { name: 'Herintreden aanvragen' }).click();
  await expect(page).toHaveURL(/\/herintreden\/[0-9a-f-]{36}\/1$/);
  const uuid = new URL(page.url()).pathname.split('/')[2]!;

  // Step 1: the kind and the chamber and registration.
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(main.getByText('Verplicht.').first()).toBeVisible();
  await choose(page, page, 'Soort herintreding', 'Herintreding');
  await choose(
    page,
    page,
    'Kamer en registratie',
    'Jeugd- en gezinsprofessionals: Jeugd- en gezinsprofessional',
  );
  await expectAccessible(page, 'reenter-1-1280');
  await page.getByRole('button', { name: 'Volgende' }).click();

  // Step 2: the motivation (a Dutch error when too short) and the diploma copies.
  await expect(page).toHaveURL(/\/2$/);
  const motivation = page.getByLabel('Waarom wil je weer in het register?', { exact: true });
  await motivation.fill('Te kort');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByText('Minimaal 20 tekens.')).toBeVisible();
  await motivation.fill(
    'Ik heb de afgelopen jaren in het buitenland gewerkt en wil weer in Nederland aan de slag.',
  );
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'diploma-hbo.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('diploma-hbo.pdf is geüpload.')).toBeVisible();
  await expectAccessible(page, 'reenter-2-1280');

  // Leaving a changed step asks first.
  await motivation.fill('Ik heb de afgelopen jaren in het buitenland gewerkt en wil nu graag terug.');
  await (await drawerLink(page, 'Mijn facturen')).click();
  await expect(page.getByText('Wijzigingen niet opgeslagen. Toch verlaten?')).toBeVisible();
  await page.getByRole('button', { name: 'Blijven' }).click();
  await expect(page).toHaveURL(/\/herintreden\/[0-9a-f-]{36}\/2$/);
  await page.getByRole('button', { name: 'Volgende' }).click();

  // Step 3: earlier disciplinary measures.
  await expect(page).toHaveURL(/\/3$/);
  await page.getByRole('radio', { name: 'Nee', exact: true }).check();
  await expectAccessible(page, 'reenter-3-1280');
  await page.getByRole('button', { name: 'Volgende' }).click();

  // Step 4: in the public register, with the register address.
  await expect(page).toHaveURL(/\/4$/);
  await page.getByRole('radio', { name: 'Ja', exact: true }).check();
  await page.getByLabel('Straat (register)', { exact: true }).fill('Stationsplein');
  await page.getByLabel('Huisnummer (register)', { exact: true }).fill('12');
  await page.getByLabel('Postcode (register)', { exact: true }).fill('3511 ED');
  await page.getByLabel('Plaats (register)', { exact: true }).fill('Utrecht');
  await page.getByLabel('Telefoonnummer (register)', { exact: true }).fill('0301234567');
  await expectAccessible(page, 'reenter-4-1280');
  await page.getByRole('button', { name: 'Volgende' }).click();

  // Step 5: the look back, and that submitting cannot be undone.
  await expect(page).toHaveURL(/\/5$/);
  await expect(main).toContainText('Jeugd- en gezinsprofessionals: Jeugd- en gezinsprofessional');
  await expect(main).toContainText('diploma-hbo.pdf');
  await expect(main).toContainText('Na het indienen kun je je verzoek niet meer wijzigen.');
  await expectAccessible(page, 'reenter-5-1280');
  await toPhoneWidth(page);
  await expectAccessible(page, 'reenter-5-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Verzoek indienen' }).click();

  // The fee on the payment page when the api asks for it, then back to submit.
  await expect(page).toHaveURL(/\/betaling\/[\w-]+\?terug=|\/herintreden\/[0-9a-f-]{36}\/1$/);
  if (page.url().includes('/betaling/')) {
    await page.getByRole('button', { name: 'Betalen met iDEAL' }).click();
    await page.getByRole('button', { name: 'Betaald' }).click();
    await expect(page).toHaveURL(/\/betaling\/[^?]+\?resultaat=/);
    await expect(page.getByRole('main')).toContainText('Betaald');
    await page.getByRole('link', { name: 'Verder waar je gebleven was' }).click();
    await expect(page).toHaveURL(`/herintreden/${uuid}/5`);
    await page.getByRole('button', { name: 'Verzoek indienen' }).click();
  }
  await expect(page.getByText('Je verzoek om herintreding is ingediend.')).toBeVisible();
  await expect(main).toContainText('In behandeling');
  await expect(main.getByRole('button', { name: 'Verzoek indienen' })).toHaveCount(0);
  await expectAccessible(page, 'reenter-submitted-1280');
  await toPhoneWidth(page);
  await expectAccessible(page, 'reenter-submitted-375');

  // Staff find it among the pending requests and reject it with a reason.
  const line = staff('requests')
    .split('\n')
    .find((entry) => entry.includes('herintreding') && entry.includes(PROFESSIONAL));
  expect(line).toBeTruthy();
  expect(line!.trim().split(/\s+/)[0]).toBe(uuid);
  expect(staff('decide', uuid, 'reject', ...REASON.split(' '))).toContain(PROFESSIONAL);

  await page.goto('/herintreden/afgewezen');
  await expect(page.getByRole('heading', { level: 1, name: 'Herintreden afgewezen' })).toBeVisible();
  await expect(main).toContainText(REASON);
  await expect(main).toContainText('Wat kun je nu doen?');
  await expect(main).toContainText('Afgewezen');
  await expectAccessible(page, 'reenter-rejected-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page, 'reenter-rejected-1280');

  // The start of /herintreden (a rejected request is no longer editable) leads to it too.
  await (await drawerLink(page, 'Herintreden')).click();
  await expect(page).toHaveURL(/\/herintreden$/);
  await main.getByRole('link', { name: 'Bekijk je afgewezen verzoek en de reden' }).click();
  await expect(page).toHaveURL(/\/herintreden\/afgewezen$/);
  await expect(main).toContainText(REASON);
});
