import { expect, test, type Page, type Route } from '@playwright/test';
import { signIn } from '../support/sign-in';

/**
 * The third layer of remote failure handling (SPEC section 8): the remote loaded, but a screen throws
 * or a screen's chunk fails. The page reloads once, then the host's Dutch panel offers a retry that
 * works once the fault is gone. The faults are made in the network only; the builds are the real ones.
 */
const PANEL = 'Dit onderdeel kan op dit moment niet worden geladen.';
const DASHBOARD_CHUNK = /\/screen-dashboard[^/]*\.js$/;
const GRAPHQL = /\/graphql\/portal/;

/** The dashboard's answer with a registration that has no status: the screen throws while rendering. */
async function breakDashboardAnswer(route: Route): Promise<void> {
  const body = route.request().postData() ?? '';
  if (!body.includes('professionalDashboardQuery')) return route.fallback();
  const response = await route.fetch();
  const answer = (await response.json()) as unknown;
  const broken = (item: { data?: Record<string, unknown> }) =>
    item.data && 'professionalDashboard' in item.data
      ? {
          ...item,
          data: {
            professionalDashboard: {
              __typename: 'ProfessionalDashboard',
              fullName: 'Jan de Vries',
              registration: {
                __typename: 'Registration',
                uuid: 'kapot',
                statusEnum: null,
                registrationBranch: null,
                registrationTarget: null,
                fromDate: null,
                tillDate: null,
              },
            },
          },
        }
      : item;
  const json = Array.isArray(answer)
    ? answer.map(broken)
    : broken(answer as { data?: Record<string, unknown> });
  await route.fulfill({ response, json });
}

async function expectPanelThenRetry(page: Page, stopFault: () => Promise<void>): Promise<void> {
  await signIn(page, 'professional@demo.nl');
  await expect(page).toHaveURL(/\/dashboard$/);
  // The first failure reloads the page once; the second shows the panel.
  await expect(page.getByText(PANEL)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Er ging iets mis bij het tonen van dit onderdeel.')).toHaveCount(0);
  await expect(page.getByRole('banner')).toContainText('Ingelogd als professional');

  await stopFault();
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByRole('heading', { name: 'Overzicht', level: 1 })).toBeVisible();
  await expect(page.getByText(PANEL)).toBeHidden();
}

test('a screen that throws while rendering gets the panel and a working retry', async ({ page }) => {
  await page.route(GRAPHQL, breakDashboardAnswer);
  await expectPanelThenRetry(page, () => page.unroute(GRAPHQL, breakDashboardAnswer));
});

test('a screen whose chunk fails to load gets the panel and a working retry', async ({ page }) => {
  const failChunk = (route: Route) => route.abort('failed');
  await page.route(DASHBOARD_CHUNK, failChunk);
  await expectPanelThenRetry(page, () => page.unroute(DASHBOARD_CHUNK, failChunk));
});
