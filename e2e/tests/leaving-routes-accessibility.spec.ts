import { expect, test, type Page, type Route } from '@playwright/test';
import { accessibilityFloorFailures } from '../support/accessibility-floor';
import { authStateFile } from '../support/auth-state';
import { focusedLandmark, TEXT_SPACING_CSS } from '../support/page-checks';
import { addPageStyle } from '../support/page-style';

/**
 * The two routes the route-table test skips because merely opening them signs someone in
 * (`/loginas/{token}`) or leaves the portal (`/inloggen-op-professioneel-toezicht`). Here their
 * operation is held while the waiting state is checked, then answered so the failure state is checked
 * too: both states meet the same floor as every other route, at 320 px (with WCAG text spacing) and
 * 1280 px, and focus lands on the h1 after a client-side navigation.
 */

/**
 * Focus moves to the new h1 on the shell's next check (every 50 ms, host/src/features/layout/
 * focus-new-page.ts), so it may trail the heading's appearance by that much, never by more than this.
 */
async function expectFocusOnHeading(page: Page): Promise<void> {
  await expect.poll(() => focusedLandmark(page), { timeout: 500 }).toBe('h1');
}

/** Holds the first GraphQL request that carries `operation` until the returned release is called. */
function holdOperation(page: Page, operation: string) {
  let release: (answer: (route: Route) => Promise<void>) => void = () => undefined;
  const answered = new Promise<(route: Route) => Promise<void>>((resolve) => (release = resolve));
  const held = new Promise<void>((resolveHeld) => {
    void page.route('**/graphql/**', async (route) => {
      if (!(route.request().postData() ?? '').includes(operation)) return route.continue();
      resolveHeld();
      const answer = await answered;
      await answer(route);
    });
  });
  return { held, release };
}

async function openClientSide(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

async function expectFloor(page: Page, where: string, width: number): Promise<void> {
  expect(await accessibilityFloorFailures(page, where, { narrow: width === 320 })).toEqual([]);
}

for (const width of [320, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('Inloggen als: waiting and refused link meet the floor', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (width === 320) await addPageStyle(page, TEXT_SPACING_CSS);
      const { held, release } = holdOperation(page, 'loginAsPortalUser');

      await openClientSide(page, '/loginas/ongeldig');
      await held;
      await expect(page.getByRole('heading', { level: 1, name: 'Inloggen als gebruiker' })).toBeVisible();
      await expect(page.getByText('Laden...')).toBeVisible();
      await expectFocusOnHeading(page);
      await expectFloor(page, '/loginas (waiting)', width);

      release((route) => route.continue());
      await expect(page.getByRole('alert')).toContainText('ongeldig');
      await expect(page.getByRole('alert')).toBeVisible();
      await expectFloor(page, '/loginas (refused)', width);
    });

    test.describe('signed in', () => {
      test.use({ storageState: authStateFile('professional') });

      test('Professioneel Toezicht: waiting and failed forwarding meet the floor', async ({ page }) => {
        await page.goto('/dashboard');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (width === 320) await addPageStyle(page, TEXT_SPACING_CSS);
        const { held, release } = holdOperation(page, 'createPtLoginToken');

        await openClientSide(page, '/inloggen-op-professioneel-toezicht');
        await held;
        await expect(page.getByRole('heading', { level: 1, name: 'Professioneel Toezicht' })).toBeVisible();
        await expect(page.getByText('Je wordt doorgestuurd naar Professioneel Toezicht.')).toBeVisible();
        await expectFocusOnHeading(page);
        await expectFloor(page, '/inloggen-op-professioneel-toezicht (waiting)', width);

        // The forwarding fails (the api is unreachable): the page says so and stays in the portal.
        release((route) => route.abort('connectionfailed'));
        await expect(page.getByText(/Doorsturen naar Professioneel Toezicht is niet gelukt/)).toBeVisible();
        await expect(page).toHaveURL(/\/inloggen-op-professioneel-toezicht$/);
        await expectFloor(page, '/inloggen-op-professioneel-toezicht (failed)', width);
      });
    });
  });
}
