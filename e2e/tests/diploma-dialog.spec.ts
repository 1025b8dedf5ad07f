import { expect, test, type Locator, type Page } from '@playwright/test';
import { formField } from '../support/form-field';
import { choose, pickBirthDateIn1988 } from '../support/field-pickers';
import { startRegistrationAtPersonalStep } from '../support/registration-start';

/**
 * Issue 36 point 8: in the diploma dialog the 'Opleiding' and 'Onderwijsinstelling' search fields
 * take the field's full width, their options are shown whole (the three 'Social Work, profiel …'
 * can be told apart) and the chosen one too, all in the theme's look; at 375 and 1280 px.
 */
const SOCIAL_WORK = [
  'Social Work, profiel Jeugd (hbo)',
  'Social Work, profiel Zorg (hbo)',
  'Social Work, profiel Welzijn & Samenleving (hbo)',
];

const box = async (locator: Locator) => (await locator.boundingBox())!;

/** The visible text boxes of the open list's options whose content is cut off (an ellipsis, clipped). */
async function cutOptions(page: Page): Promise<string[]> {
  return page
    .locator('.ant-select-dropdown:visible .ant-select-item-option-content')
    .evaluateAll((elements) =>
      elements
        .filter(
          (element) =>
            element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
        )
        .map((element) => element.textContent ?? ''),
    );
}

async function checkDialog(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const dialog = page.getByRole('dialog', { name: 'Diploma toevoegen' });
  await expect(dialog).toBeVisible();
  const cityField = dialog.getByLabel(/^\*?\s*Plaats van de onderwijsinstelling$/);
  // antd's Modal zooms in from a small scale: measure once it has its full size, not mid-animation.
  await expect.poll(async () => (await box(cityField)).height).toBeGreaterThanOrEqual(32);
  const city = await box(cityField);
  for (const label of ['Opleiding', 'Onderwijsinstelling']) {
    const select = dialog.locator('.ant-select').filter({ has: page.getByLabel(label, { exact: true }) });
    const field = await box(select);
    // As wide as the text field below it (not the 155 px antd gives a Select without a width).
    expect(
      Math.abs(field.width - city.width),
      `${label} ${field.width} vs ${city.width}`,
    ).toBeLessThanOrEqual(1);
    expect(field.height).toBeGreaterThanOrEqual(32);
    // The theme's control: its corner radius and text size (the border's colour follows focus and hover).
    expect(await select.evaluate((element) => getComputedStyle(element).borderTopLeftRadius)).toBe('4px');
    expect(await select.evaluate((element) => getComputedStyle(element).fontSize)).toBe('14px');
  }
  // The three Social Work programmes: each option whole, three different texts.
  await dialog.getByLabel('Opleiding', { exact: true }).click();
  await page.keyboard.type('Social Work');
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options).toHaveCount(3);
  expect((await options.allInnerTexts()).map((text) => text.trim()).sort()).toEqual([...SOCIAL_WORK].sort());
  expect(await cutOptions(page)).toEqual([]);
  // The list in the theme: the active option's background antd's controlItemBgActive/hover, text 14 px.
  expect(await options.first().evaluate((element) => getComputedStyle(element).fontSize)).toBe('14px');
  const list = await box(page.locator('.ant-select-dropdown:visible'));
  expect(list.x).toBeGreaterThanOrEqual(0);
  expect(list.x + list.width).toBeLessThanOrEqual(width);
  await page.screenshot({ path: `test-results/diploma-dialog-list-${width}.png` });
  await page.keyboard.press('Escape');
  // The chosen long one reads whole in the closed field as well.
  await choose(dialog, page, 'Opleiding', SOCIAL_WORK[2]!);
  const chosen = dialog
    .locator('.ant-select')
    .filter({ has: page.getByLabel('Opleiding', { exact: true }) })
    .locator('.ant-select-content');
  await expect(chosen).toHaveText(SOCIAL_WORK[2]!);
  expect(await chosen.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
  expect(await chosen.evaluate((element) => getComputedStyle(element).textOverflow)).not.toBe('ellipsis');
  await page.screenshot({ path: `test-results/diploma-dialog-${width}.png` });
}

test('the diploma dialog: full-width search fields, whole options, at 1280 and 375 px', async ({ page }) => {
  test.setTimeout(120_000);
  await startRegistrationAtPersonalStep(page, 'Diploma-Dialoog-2026!');
  await pickBirthDateIn1988(page, page, 'Geboortedatum');
  await formField(page, 'Geboorteplaats').fill('Utrecht');
  await choose(page, page, 'Geslacht', 'Vrouw');
  await page.getByRole('button', { name: 'Volgende', exact: true }).click();
  await expect(page).toHaveURL(/\/registreren\/[\w-]+\/3$/);
  await page.getByRole('button', { name: 'Diploma toevoegen' }).click();
  await checkDialog(page, 1280);
  await checkDialog(page, 375);
});
