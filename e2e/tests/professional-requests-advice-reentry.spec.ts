import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/sign-in';
import { seriousAxeViolations } from '../support/axe';
import { choose } from '../support/field-pickers';
import { sidewaysScroll } from '../support/page-checks';
import { staff } from '../support/staff';
import { drawerLink } from '../support/drawer';
import { PDF } from '../support/upload-files';

/**
 * The requests of issue 38 in the browser: a registered professional asks for training advice, staff give
 * it (`pnpm staff advise`), the professional reads it and completes it with a proof upload.
 */

test.setTimeout(240_000);
// A generated registered professional of its own: professional@demo.nl's re-registration is submitted
// and approved by re-registration.spec in the same run, which changes what its drawer offers.
const ADVISEE = 'deelnemer-0600@opleiding.demo.nl';

async function expectAccessible(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await sidewaysScroll(page)).toBe(0);
}

test('a professional asks for training advice, staff give it, and the professional completes it with proof', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADVISEE);
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  const main = page.getByRole('main');

  // The drawer's Scholingsadvies: the start of a request.
  await (await drawerLink(page, 'Scholingsadvies')).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scholingsadvies' })).toBeFocused();
  await expectAccessible(page);
  await main.getByRole('button', { name: 'Scholingsadvies aanvragen' }).click();
  await expect(page).toHaveURL(/\/scholingsadvies\/[0-9a-f-]{36}\/1$/);
  const uuid = page.url().match(/scholingsadvies\/([0-9a-f-]{36})\//)![1]!;

  // Step 1: too short a question is refused on its field, nothing sent.
  await choose(
    page,
    page,
    'Waarom vraag je scholingsadvies aan?',
    'Ik wil voldoen aan de eisen voor herregistratie',
  );
  await page.getByLabel('Je vraag', { exact: true }).fill('Kort');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByText('Minimaal 10 tekens.', { exact: true })).toBeVisible();
  const question = 'Welke scholing helpt mij aan voldoende reflectie-uren voor mijn herregistratie?';
  await page.getByLabel('Je vraag', { exact: true }).fill(question);
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page).toHaveURL(new RegExp(`/scholingsadvies/${uuid}/2$`));
  await expect(main).toContainText(question);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Aanvraag indienen' }).click();
  await expect(main).toContainText('Je aanvraag voor scholingsadvies is ingediend.');
  await expect(main).toContainText('Ingediend');
  await expect(page.getByRole('button', { name: 'Aanvraag indienen' })).toHaveCount(0);

  // The drawer now leads to the request itself (SPEC section 4), read-only.
  await page.goto('/dashboard');
  await (await drawerLink(page, 'Scholingsadvies')).click();
  await expect(page).toHaveURL(new RegExp(`/scholingsadvies/${uuid}/1$`));
  await expect(main).toContainText(question);

  // Staff see it in `requests` and give the advice.
  expect(staff('requests')).toContain(`${uuid}  scholingsadvies`);
  expect(staff('advise', ADVISEE, 'Volg de training Reflectief werken in de jeugdzorg.')).toMatch(/gegeven/);
  await page.reload();
  await expect(main).toContainText('Volg de training Reflectief werken in de jeugdzorg.');
  await expect(main).toContainText('In behandeling');
  await expectAccessible(page);

  // Completing: proof is required, then the advice is Afgerond with the file.
  await main.getByRole('link', { name: 'Scholingsadvies afronden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scholingsadvies afronden' })).toBeFocused();
  await page.getByRole('button', { name: 'Scholingsadvies afronden' }).click();
  await expect(page.getByText('Dit veld is verplicht.')).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'certificaat-reflectief-werken.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('certificaat-reflectief-werken.pdf is geüpload.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Scholingsadvies afronden' }).click();
  await expect(page).toHaveURL(new RegExp(`/scholingsadvies/${uuid}/1$`));
  await expect(main).toContainText('Je scholingsadvies is afgerond.');
  await expect(main).toContainText('Afgerond');
  await expect(main.getByRole('link', { name: 'certificaat-reflectief-werken.pdf' })).toBeVisible();

  // On a phone: nothing sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(main).toContainText('Afgerond');
  await expectAccessible(page);
});
