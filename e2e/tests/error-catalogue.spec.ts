import { expect, test, type Page } from '@playwright/test';
import { authStateFile } from '../support/auth-state';
import { staff } from '../support/staff';

/** SPEC section 8, one test per row. The api's own codes are covered by its tests; here the portal's answer. */

test.use({ storageState: authStateFile('professional') });

/**
 * Answers every signed-in batch with the given status and errors, one result per operation in the batch,
 * as the api does: the overview's reads may go out together, and a batch answered with fewer results than
 * it asked for is a broken answer (a network error), not the GraphQL error under test.
 */
async function answerSignedInQueriesWith(page: Page, response: { status?: number; errors?: object[] }) {
  await page.route('**/graphql/portal/batch', (route) => {
    const operations: unknown = route.request().postDataJSON();
    const count = Array.isArray(operations) ? operations.length : 1;
    const result = { data: null, errors: response.errors ?? [] };
    return route.fulfill({
      status: response.status ?? 200,
      contentType: 'application/json',
      body: JSON.stringify(Array.from({ length: count }, () => result)),
    });
  });
}

test('network 401: the portal re-initialises and goes to login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByText('Goedgekeurd')).toBeVisible();
  // The session ends on the server side; the next signed-in call answers HTTP 401.
  await page.context().clearCookies({ name: 'portal_session' });
  await answerSignedInQueriesWith(page, { status: 401 });
  await page.getByRole('link', { name: 'Mijn SKJ, naar de startpagina' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('banner')).not.toContainText('Ingelogd als');
});

test("'Service Unavailable': the portal goes to maintenance", { tag: '@serial' }, async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByText('Goedgekeurd')).toBeVisible();
  staff('maintenance', 'on');
  try {
    // Any call now answers 'Service Unavailable'; reopening the dashboard makes one.
    await page.getByRole('link', { name: 'Mijn SKJ, naar de startpagina' }).first().click();
    await expect(page).toHaveURL(/\/onderhoud$/);
    await expect(page.getByRole('heading', { name: 'Onderhoud' })).toBeVisible();
  } finally {
    staff('maintenance', 'off');
  }
});

for (const code of [401, 403]) {
  test(`GraphQL code ${code}: a hard redirect to /fout`, async ({ page }) => {
    await answerSignedInQueriesWith(page, { errors: [{ message: 'Geen toegang', extensions: { code } }] });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/fout$/);
    await expect(page.getByRole('heading', { name: 'Er is iets misgegaan' })).toBeVisible();
  });
}

test('GraphQL code 422: left to the form, no redirect', async ({ page }) => {
  await answerSignedInQueriesWith(page, {
    errors: [
      {
        message: 'Ongeldige invoer',
        extensions: { code: 422, validation: { email: ['Ongeldige waarde.'] } },
      },
    ],
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Je gegevens konden niet worden geladen.')).toBeVisible();
});

test('any other GraphQL code: the error page', async ({ page }) => {
  await answerSignedInQueriesWith(page, {
    errors: [{ message: 'Er is iets misgegaan', extensions: { code: 500 } }],
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/fout$/);
});

test.describe('as a guest', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a failed portal initialisation shows no message and leaves the portal usable', async ({ page }) => {
    await page.route('**/graphql/portal_public/batch', (route) =>
      route.fulfill({ status: 500, body: 'kapot' }),
    );
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
    // The form's alert region is on the page from the start (so it is announced); it must stay empty.
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  });
});
