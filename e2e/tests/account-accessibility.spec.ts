import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { authStateFile } from '../support/auth-state';

const PUBLIC_PAGES: Array<[string, string]> = [
  ['/wachtwoord/vergeten', 'Wachtwoord vergeten'],
  ['/account-aanmaken', 'Account aanmaken'],
  ['/account-aanmaken/professional', 'Account aanmaken'],
  ['/heractiveren', 'Account heractiveren'],
  ['/keuzehulp', 'Keuzehulp'],
  // The confirmation link of a changed e-mail address, here with an unknown token: the answer state.
  ['/e-mailadres-bevestigen/onbekend-token', 'E-mailadres niet gewijzigd'],
];

for (const [path, heading] of PUBLIC_PAGES) {
  test(`${path} has no serious or critical accessibility findings`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

test.describe('signed in', () => {
  test.use({ storageState: authStateFile('opleider') });
  test('the profile pages have no serious or critical accessibility findings', async ({ page }) => {
    await page.goto('/account/profiel');
    await expect(page.getByRole('heading', { name: 'Mijn profiel' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.goto('/account/profiel/aanpassen/persoonsgegevens');
    await expect(page.getByRole('heading', { name: 'Profiel aanpassen' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
