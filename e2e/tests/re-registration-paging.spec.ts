import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { sidewaysScroll } from '../support/page-checks';
import { signIn } from '../support/sign-in';

/**
 * Issue 38's round of 200 activities (actief@demo.nl) on a phone: the screen shows the newest 20 and
 * 'Meer tonen' adds the next 20 below them, read from the api a page at a time (only reads: the demo's
 * round stays as it is for the other specs).
 */
test("actief@demo.nl's 200 activities show 20 at a time, 'Meer tonen' adds the next page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'actief@demo.nl');
  await page.waitForURL(/\/dashboard$/);
  await page.goto('/herregistratie');
  const activities = page.locator('section[aria-labelledby="activities-title"]');
  const rows = activities.locator('li.re-registration-activity');
  await expect(activities.getByText('20 van 200 activiteiten getoond')).toBeVisible();
  await expect(rows).toHaveCount(20);
  const firstTitles = await rows.locator('strong').allTextContents();

  await activities.getByRole('button', { name: 'Meer tonen' }).click();
  await expect(activities.getByText('40 van 200 activiteiten getoond')).toBeVisible();
  await expect(rows).toHaveCount(40);
  // The first page stays where it was; the next one comes below it.
  expect((await rows.locator('strong').allTextContents()).slice(0, 20)).toEqual(firstTitles);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await sidewaysScroll(page)).toBe(0);
});
