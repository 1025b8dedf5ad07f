import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A select, found by its label (within `scope`, a page or a dialog), the option picked by its visible
 * text: the browser's own select (SelectField) as a keyboard user picks, the searchable antd select
 * (SearchSelectField) from its open list.
 */
export async function choose(scope: Page | Locator, page: Page, label: string, option: string) {
  const field = scope.getByLabel(label, { exact: true });
  if ((await field.evaluate((element) => element.tagName)) === 'SELECT') {
    await field.selectOption({ label: option });
    await expect(field).toHaveValue(/./);
    return;
  }
  await field.click();
  // The newest list is the last in the page; one closed a moment ago may still be fading out.
  const item = page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).last();
  await expect(item).toBeVisible();
  // The list may still be sliding in (inside a dialog it never counts as 'stable'), so a click by
  // position can land on a neighbour: the click goes to the option element itself.
  await item.dispatchEvent('click');
  await expect(item).toHaveCount(0);
}

/**
 * The date field's calendar, opened by its label: picks today, the day the calendar opens on and
 * focuses. Picked with Enter, as a keyboard user does: a click by position could land beside the day
 * when the popup realigns (antd moves it above or below the field as the page scrolls).
 */
export async function pickToday(scope: Page | Locator, page: Page, label: string) {
  const field = scope.getByLabel(label, { exact: true });
  await field.click();
  const today = page.locator('[role="dialog"][aria-label="Kies een datum"] [aria-current="date"]');
  await expect(today).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(field).not.toHaveValue('');
}

/**
 * A date of birth in 1988 through the calendar: it opens on a plausible year (the wizard's personal
 * step), so 1988 takes two clicks (the year button, then 1988), then the month and the day. Returns
 * how many clicks it took to reach 1988 after the calendar opened.
 */
export async function pickBirthDateIn1988(scope: Page | Locator, page: Page, label: string): Promise<number> {
  const field = scope.getByLabel(label, { exact: true });
  await field.click();
  const calendar = page.getByRole('dialog', { name: 'Kies een datum' }).last();
  await expect(calendar).toBeVisible();
  let clicks = 0;
  // The year button shows the year the calendar is on; the years view holds 20 years.
  await calendar.getByRole('button', { name: /^\d{4}$/ }).click();
  clicks += 1;
  const years = calendar.getByRole('group', { name: 'Kies een jaar' });
  while (!(await years.getByRole('button', { name: '1988', exact: true }).isVisible())) {
    await calendar.getByRole('button', { name: 'Vorige 20 jaar' }).click();
    clicks += 1;
  }
  await years.getByRole('button', { name: '1988', exact: true }).click();
  clicks += 1;
  await calendar.getByRole('button', { name: 'maart', exact: true }).click();
  await calendar.getByRole('button', { name: 'maandag 14 maart 1988' }).click();
  await expect(field).toHaveValue('14-03-1988');
  return clicks;
}
