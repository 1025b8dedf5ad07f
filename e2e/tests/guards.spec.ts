import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { authStateFile } from '../support/auth-state';
import { E2E_PORTS } from '../support/ports';
import { signIn } from '../support/sign-in';
import { staff } from '../support/staff';

test('a guest opening a protected route goes to login with the route as redirect', async ({ page }) => {
  // The guard runs before any code of the route's remote is fetched (issue 14).
  const professionalRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === String(E2E_PORTS.professional))
      professionalRequests.push(request.url());
  });
  await page.goto('/mijn-facturen');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmijn-facturen$/);
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  expect(professionalRequests).toEqual([]);
});

test.describe('signed in as a professional', () => {
  test.use({ storageState: authStateFile('professional') });

  test('opening login goes to the dashboard', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('opening an employer route goes to the dashboard', async ({ page }) => {
    await page.goto('/werkgever/facturen/overzicht');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test('an unverified user is sent to account activation', async ({ page }) => {
  await signIn(page, 'nieuw@demo.nl');
  await expect(page).toHaveURL(/\/account-activeren$/);
  await page.goto('/mijn-facturen');
  await expect(page).toHaveURL(/\/account-activeren$/);
});

test(
  'maintenance sends every route to /onderhoud, and /onderhoud goes to login when it ends',
  { tag: '@serial' },
  async ({ page }) => {
    staff('maintenance', 'on');
    try {
      await page.goto('/login');
      await expect(page).toHaveURL(/\/onderhoud$/);
      await expect(page.getByRole('heading', { name: 'Onderhoud' })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/onderhoud$/);
    } finally {
      staff('maintenance', 'off');
    }
    await page.goto('/onderhoud');
    await expect(page).toHaveURL(/\/login$/);
  },
);
