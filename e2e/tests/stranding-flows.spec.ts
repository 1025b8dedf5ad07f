import { expect, test, type Page } from '@playwright/test';
import { choose, pickBirthDateIn1988 } from '../support/field-pickers';
import { seriousAxeViolations } from '../support/axe';
import { createActiveProfessional, createProfessionalAccount } from '../support/new-account';
import { linkFromOutbox } from '../support/outbox';
import { sidewaysScroll } from '../support/page-checks';
import { startRegistrationAtPersonalStep } from '../support/registration-start';
import { staff } from '../support/staff';
import { openDrawer } from '../support/drawer';

/**
 * Issue 36, flows that strand people: the checks before money, activation, a new professional's first
 * dashboard, the birth date's calendar, and leaving a step with unsaved changes. Each test uses a
 * professional of its own, so no demo account changes. Screenshots of each changed screen at 375 and
 * 1280 px go to test-results/stranding/ (untracked) to be looked at.
 */

test.setTimeout(180_000);

async function screenshots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await sidewaysScroll(page)).toBe(0);
    await page.screenshot({ path: `test-results/stranding/${name}-${width}.png`, fullPage: true });
  }
}

test('an activation link says the account is activated, and used again that it is active already', async ({
  page,
}) => {
  const email = await createProfessionalAccount(page, 'Activatie-Twee-2026!');
  const link = linkFromOutbox(email, /\/account-activatie\/[^/]+\/[^/]+$/);
  // Opened from the mail in a browser that is not signed in.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Je account is geactiveerd. Log in om verder te gaan.' }),
  ).toBeVisible();
  await screenshots(page, 'activated-sign-in');

  // The same link again: the account is active, so it offers to sign in, not a new activation mail.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Account al geactiveerd' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    'Je account is al geactiveerd. Log in om verder te gaan.',
  );
  await expect(page.getByRole('main')).not.toContainText('ongeldig');
  await expect(page.getByRole('button', { name: /activatiemail/ })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshots(page, 'activation-used-again');
  await page.getByRole('main').getByRole('link', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("a new professional's first dashboard leads with 'Start je registratie' and the keuzehulp", async ({
  page,
}) => {
  await createActiveProfessional(page, 'Eerste-Overzicht-2026!');
  await page.goto('/dashboard');
  const start = page.getByRole('region', { name: 'Start je registratie' });
  await expect(start).toBeVisible();
  await expect(page.getByText('Geen gegevens beschikbaar')).toHaveCount(0);
  await expect(start.getByRole('link', { name: 'Gebruik de keuzehulp' })).toHaveAttribute(
    'href',
    '/keuzehulp',
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshots(page, 'first-dashboard');
  await start.getByRole('link', { name: 'Start je registratie' }).click();
  await expect(page).toHaveURL(/\/registreren$/);
  await expect(page.getByRole('heading', { level: 2, name: /Kamer en registratie/ })).toBeVisible();
});

test('a birth date in 1988 is two clicks away; leaving a changed step asks, staying keeps the changes', async ({
  page,
}) => {
  await startRegistrationAtPersonalStep(page, 'Verlaten-Stap-2026!');
  await expect(page.getByText('DD-MM-JJJJ, bijvoorbeeld 14-03-1988')).toBeVisible();
  expect(await pickBirthDateIn1988(page, page, 'Geboortedatum')).toBeLessThanOrEqual(2);
  await page.getByLabel('Geboorteplaats').fill('Utrecht');
  await screenshots(page, 'personal-step');

  // The menu's link to the overview (in the drawer on a phone): held, and the question asked.
  await page.setViewportSize({ width: 1280, height: 900 });
  const menu = await openDrawer(page);
  await menu.getByRole('link', { name: 'Overzicht' }).click();
  const question = page.getByRole('alertdialog', { name: 'Wijzigingen niet opgeslagen. Toch verlaten?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Blijven' })).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshots(page, 'leave-question');
  await question.getByRole('button', { name: 'Blijven' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/registreren\/[\w-]+\/2$/);
  await expect(page.getByLabel('Geboorteplaats')).toHaveValue('Utrecht');
  await expect(page.getByLabel('Geboortedatum', { exact: true })).toHaveValue('14-03-1988');

  // Any link away asks as well (here the header's): 'Toch verlaten' goes.
  await page.getByRole('link', { name: 'Mijn SKJ, naar de startpagina' }).first().click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Toch verlaten' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a paid target's VOG too old is refused on the VOG step, before any payment", async ({ page }) => {
  const email = await startRegistrationAtPersonalStep(page, 'Vog-Te-Oud-2026!');
  const uuid = page.url().split('/').at(-2)!;
  await pickBirthDateIn1988(page, page, 'Geboortedatum');
  await page.getByLabel('Geboorteplaats').fill('Utrecht');
  await choose(page, page, 'Geslacht', 'Vrouw');
  await page.getByRole('button', { name: 'Volgende', exact: true }).click();
  await expect(page).toHaveURL(`/registreren/${uuid}/3`);
  // The diploma step does not let anyone on without a diploma.
  await page.getByRole('button', { name: 'Volgende', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Voeg minstens één diploma met een kopie toe.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(`/registreren/${uuid}/3`);

  await page.goto(`/registreren/${uuid}/5`);
  await expect(page.getByRole('heading', { level: 2, name: /VOG/ })).toBeVisible();
  await expect(
    page.getByText('Bij het indienen van een aanvraag mag de VOG niet ouder zijn dan 3 maanden.', {
      exact: false,
    }),
  ).toBeVisible();
  // Four months back the calendar offers no day: a VOG that old cannot be chosen.
  await page.getByLabel('Datum van afgifte', { exact: true }).click();
  const calendar = page.getByRole('dialog', { name: 'Kies een datum' }).last();
  for (let month = 0; month < 4; month += 1)
    await calendar.getByRole('button', { name: 'Vorige maand' }).click();
  const days = calendar.getByRole('grid').getByRole('button');
  const count = await days.count();
  expect(count).toBeGreaterThan(27);
  for (let index = 0; index < count; index += 1) {
    await expect(days.nth(index)).toHaveAttribute('aria-disabled', 'true');
  }
  await days.nth(10).click({ force: true });
  await expect(page.getByLabel('Datum van afgifte', { exact: true })).toHaveValue('');
  await page.keyboard.press('Escape');
  // Going on is refused on this step: no payment page, no invoice asked.
  await page.getByRole('button', { name: 'Volgende', exact: true }).click();
  await expect(page).toHaveURL(`/registreren/${uuid}/5`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Niet alle velden zijn goed ingevuld.' }),
  ).toBeVisible();
  await screenshots(page, 'vog-step');
  // No invoice was made: its mail would be in the outbox.
  expect(staff('mail', email)).not.toContain('staat voor je klaar');
});
