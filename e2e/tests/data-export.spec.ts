import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { authStateFile } from '../support/auth-state';
import { seriousAxeViolations } from '../support/axe';
import { sidewaysScroll } from '../support/page-checks';
import { staff } from '../support/staff';

// 'Mijn gegevens downloaden' (issue 41, the AVG's right of access) on the profile overview.
test.use({ storageState: authStateFile('professional') });

test('Mijn gegevens downloaden: asked for, its progress shown, mailed by name, the ZIP holds the name', async ({
  page,
}) => {
  await page.goto('/account/profiel');
  const card = page.getByRole('region', { name: 'Mijn gegevens downloaden' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Mijn gegevens downloaden' }).click();

  // The progress while it is made, then the download.
  await expect(card.getByRole('progressbar', { name: /Voortgang/ })).toBeVisible();
  await expect(card.getByText(/^We zetten je gegevens klaar: \d+%\.$/)).toBeVisible();
  const link = card.getByRole('link', { name: 'Download je gegevens (ZIP)' });
  await expect(link).toBeVisible();
  await expect(
    card.getByText(
      /^Je gegevens staan klaar \(\d+ kB\)\. Je kunt ze downloaden tot en met \d{2}-\d{2}-\d{4}\.$/,
    ),
  ).toBeVisible();
  await expect(card.getByRole('progressbar')).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^mijn-gegevens-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining(['account.json', 'registraties.json', 'facturen.json']),
  );
  const account = JSON.parse(strFromU8(files['account.json']!)) as Record<string, unknown>;
  expect(account).toMatchObject({ email: 'professional@demo.nl', first_name: 'Jan', last_name: 'Vries' });
  expect(account).not.toHaveProperty('password_hash');

  // The mail says it is ready, by name, with the way back to this page.
  const mail = staff('mail', 'professional@demo.nl');
  expect(mail).toContain('Je gegevens staan klaar om te downloaden');
  expect(mail).toContain('Beste Jan,');
  expect(mail).toMatch(/\/account\/profiel/);
});

for (const width of [375, 1280]) {
  test(`the card at ${width} px: nothing sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/account/profiel');
    await expect(page.getByRole('heading', { name: 'Mijn gegevens downloaden' })).toBeVisible();
    await page.getByRole('heading', { name: 'Mijn gegevens downloaden' }).scrollIntoViewIfNeeded();
    expect(await sidewaysScroll(page)).toBe(0);
    await page.screenshot({ path: `test-results/data-export-${width}.png`, fullPage: true });
  });
}
