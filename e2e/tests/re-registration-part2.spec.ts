import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { choose } from '../support/field-pickers';
import { sidewaysScroll } from '../support/page-checks';
import { signIn } from '../support/sign-in';
import { staff } from '../support/staff';
import { drawerLink, openDrawer } from '../support/drawer';
import { PDF } from '../support/upload-files';
import { dutchDate, isoFromDutch, plusMonths } from '../support/dates';

/**
 * The five-year cycle of issue 38, part 2, in the browser. los@demo.nl (registered like
 * professional@demo.nl, deadline two months away; re-registration.spec keeps professional@demo.nl's
 * round) asks one month of deferral with evidence; staff approve it; the one deadline moves in the
 * drawer, on the dashboard and on the re-registration screen alike.
 */

test.setTimeout(240_000);

async function drawerDeadline(page: Page): Promise<string> {
  const drawer = await openDrawer(page);
  const text = await drawer.getByRole('link', { name: /Herregistratie/ }).textContent();
  const date = text?.match(/uiterlijk (\d{2}-\d{2}-\d{4})/)?.[1];
  expect(date).toBeTruthy();
  return date!;
}

async function expectAccessible(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await sidewaysScroll(page)).toBe(0);
}

test('a deferral approved by staff moves the one deadline in the drawer, on the dashboard and on the re-registration screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'los@demo.nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  const deadline = await drawerDeadline(page);
  const attention = page.getByRole('list', { name: 'Wat je aandacht nodig heeft' });
  await expect(attention).toContainText(`Uiterlijk ${deadline}.`);

  // Uitstel: the one deadline and the limits, then the request.
  await (await drawerLink(page, 'Uitstel aanvragen')).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Uitstel' })).toBeFocused();
  const main = page.getByRole('main');
  await expect(main).toContainText(`uiterlijk ${deadline}`);
  await expect(main).toContainText(
    'Je kunt per aanvraag hoogstens 6 maanden uitstel vragen, en per registratieperiode hoogstens 12 maanden.',
  );
  await expect(main).toContainText('Geen gegevens beschikbaar');
  await expectAccessible(page);
  await main.getByRole('link', { name: 'Uitstel aanvragen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Uitstel aanvragen' })).toBeFocused();
  await choose(page, page, 'Reden', 'Ziekte');
  // Past the limit per request: refused on the field, naming the limit.
  await page.getByLabel('Aantal maanden uitstel', { exact: true }).fill('7');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByText('Per aanvraag kun je hoogstens 6 maanden uitstel vragen.')).toBeVisible();
  await page.getByLabel('Aantal maanden uitstel', { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'verklaring-arts.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('verklaring-arts.pdf is geüpload.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Uitstel aanvragen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Uitstel' })).toBeVisible();
  await expect(main).toContainText('Je verzoek om uitstel is ingediend.');
  await expect(main).toContainText('In behandeling');
  await expect(main).toContainText('Je hebt al een verzoek om uitstel in behandeling.');

  // Staff see it with its uuid and approve it.
  const line = staff('requests')
    .split('\n')
    .find((entry) => entry.includes('los@demo.nl'));
  const uuid = line?.match(/^([0-9a-f-]{36})\s/)?.[1];
  expect(uuid).toBeTruthy();
  expect(staff('decide', uuid!, 'approve')).toMatch(/goedgekeurd/);

  // One deadline, moved everywhere at once.
  const moved = plusMonths(deadline, 1);
  await page.reload();
  await expect(main).toContainText('Goedgekeurd');
  await expect(main).toContainText(`uiterlijk ${moved}`);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  expect(await drawerDeadline(page)).toBe(moved);
  await expect(attention).toContainText(`Uiterlijk ${moved}.`);
  await (await drawerLink(page, /Herregistratie/)).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Herregistratie' })).toBeFocused();
  await expect(main).toContainText(`uiterlijk ${moved}`);

  // On a phone: the requests as cards, nothing sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/uitstel');
  await expect(page.getByRole('heading', { level: 1, name: 'Uitstel' })).toBeVisible();
  await expect(main).toContainText('1 maand uitstel');
  await expectAccessible(page);
});

/** Today in the Netherlands as YYYY-MM-DD, plus whole months (the api's staff dates). */
function isoToday(monthsAhead = 0): string {
  return isoFromDutch(plusMonths(dutchDate(), monthsAhead));
}

const dutchOf = (iso: string) => iso.split('-').reverse().join('-');

test('Mijn tuchtklachten shows a measure; a suspension shows on the register card and the public card, in words', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The demo's finished warning of professional@demo.nl, read-only.
  await signIn(page, 'professional@demo.nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  await (await drawerLink(page, 'Mijn tuchtklachten')).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn tuchtklachten' })).toBeFocused();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Waarschuwing' })).toBeVisible();
  await expect(main).toContainText('Afgelopen');
  await expectAccessible(page);

  // Staff suspend los@demo.nl for three months.
  const from = isoToday();
  const till = isoToday(3);
  expect(staff('measure', 'los@demo.nl', 'schorsing', from, till, 'Ernstig', 'plichtsverzuim')).toMatch(
    /is vastgelegd voor los@demo.nl/,
  );
  const suspended = `Geschorst van ${dutchOf(from)} tot en met ${dutchOf(till)}: deze registratie is tijdelijk geschorst.`;
  const context = await browser.newContext();
  const los = await context.newPage();
  await los.setViewportSize({ width: 375, height: 800 });
  await signIn(los, 'los@demo.nl');
  await expect(los.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  await los.goto('/mijn-tuchtklachten');
  await expect(los.getByRole('main').getByRole('heading', { name: 'Schorsing' })).toBeVisible();
  await expect(los.getByRole('main')).toContainText('Van kracht');
  await expect(los.getByRole('main')).toContainText('Ernstig plichtsverzuim');
  await expectAccessible(los);
  await los.goto('/mijn-registerpas');
  await expect(los.getByText(suspended)).toBeVisible();
  const publicHref = await los
    .getByRole('link', { name: 'Openbare registerpas bekijken' })
    .getAttribute('href');
  await context.close();

  // The public card, signed out.
  const guest = await browser.newContext();
  const card = await guest.newPage();
  await card.goto(publicHref!);
  await expect(card.getByText(suspended)).toBeVisible();
  await expect(card.getByText(`Schorsing vanaf ${dutchOf(from)} tot ${dutchOf(till)}`)).toBeVisible();
  await guest.close();
});
