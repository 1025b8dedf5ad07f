import { expect, test, type Page } from '@playwright/test';
import { accessibilityFloorFailures } from '../support/accessibility-floor';
import { shootForContactSheet, writeContactSheet } from '../support/contact-sheet';
import { houseStyleFailures } from '../support/house-style-checks';
import {
  CLS_BUDGET,
  cumulativeLayoutShift,
  describeShifts,
  layoutShiftsOf,
  recordLayoutShiftsOf,
} from '../support/layout-shift';
import { focusedLandmark, TEXT_SPACING_CSS } from '../support/page-checks';
import { addPageStyle, setPageStyleEnabled } from '../support/page-style';
import { routesFor, type RouteRole } from '../support/route-table';
import { signIn } from '../support/sign-in';
import { TABLE_CHECK_WIDTH, tablesWiderThanScreen } from '../support/table-width';

/**
 * The accessibility floor of every route in the route table, for each role's demo account, at 320 and
 * 1280 px: no serious or critical axe finding, no sideways scroll at 320 px with WCAG text spacing,
 * focus on the h1 or main after a client-side navigation, targets of 24 px (or spaced), no false
 * password fields. At 375 (the narrow run's phone) and 1280 px the house style too
 * (support/house-style-checks.ts: antd controls at their theme's size, checkboxes beside their text, no
 * word broken, a menu button at the top of a phone's page), and a screenshot of each route for the
 * contact sheet (support/contact-sheet.ts). A new route or screen is checked the day it lands; routes
 * still showing 'Dit onderdeel is nog niet beschikbaar.' are checked all the same. One sign-in per role
 * and width; each route is opened client-side, as a user following links would, and then directly
 * (a reload of its address): the house style once more, since a direct load brings other stylesheets
 * than a client-side one (issue 42: the register card's Buttons were 18 px on a direct load), and its
 * layout shifts from the first paint until the page settles, at most 0.05 (support/layout-shift.ts).
 */

const ACCOUNTS: Array<{ role: RouteRole; email: string | null }> = [
  { role: 'guest', email: null },
  { role: 'professional', email: 'professional@demo.nl' },
  { role: 'companyEmployee', email: 'werkgever@demo.nl' },
  { role: 'educatorEmployee', email: 'opleider@demo.nl' },
];

/**
 * Routes that leave the portal or change who is signed in when merely opened; checked on their own in
 * leaving-routes-accessibility.spec.ts.
 */
const SKIP = ['loginAs', 'loginToPt'];

test.describe.configure({ mode: 'parallel' });
test.setTimeout(240_000);

/**
 * Waits until the route's screen (or its error or unavailable panel) has rendered and stopped loading.
 * Some screens have no h1 yet, so the main landmark's content is what counts; a screen that never
 * settles is checked as it stands after the wait.
 */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const main = document.querySelector('main');
        return (
          !!main &&
          (main.textContent ?? '').trim().length > 0 &&
          !document.querySelector(
            '.portal-loading, .ant-spin-spinning, .portal-form-loading, .ant-btn-loading, .portal-plain-button[aria-busy="true"], .portal-table[aria-busy="true"], .portal-list-cards[aria-busy="true"]',
          )
        );
      },
      null,
      { timeout: 8_000 },
    )
    .catch(() => undefined);
  // Late effects (document title, focus) run right after the screen appears.
  await page.waitForTimeout(250);
}

async function openClientSide(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

for (const { role, email } of ACCOUNTS) {
  for (const width of [320, 1280]) {
    test(`${role} at ${width} px: every route meets the accessibility floor`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      await recordLayoutShiftsOf(context);
      const page = await context.newPage();
      const routes = routesFor(role, SKIP);
      expect(routes.length).toBeGreaterThan(0);

      if (email) {
        await signIn(page, email);
        await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      } else {
        await page.goto('/login');
      }
      await settle(page);
      if (width === 320) await addPageStyle(page, TEXT_SPACING_CSS);

      const failures: string[] = [];
      const styleMisses: string[] = [];
      const focusMisses: string[] = [];
      const shiftMisses: string[] = [];
      // The narrow run looks at the house style on a phone's width, after the 320 px floor.
      const styleWidth = width === 320 ? 375 : width;
      for (const route of routes) {
        await openClientSide(page, route.url);
        await settle(page);
        const where = `${route.url}${new URL(page.url()).pathname === route.url ? '' : ` (→ ${new URL(page.url()).pathname})`}`;

        const focus = await focusedLandmark(page);
        if (focus !== 'h1' && focus !== 'main') focusMisses.push(`${where}: focus on ${focus}`);

        failures.push(...(await accessibilityFloorFailures(page, where, { narrow: width === 320 })));

        // The house style is the page as a phone shows it: without the 320 px run's text spacing.
        if (styleWidth !== width) {
          await setPageStyleEnabled(page, TEXT_SPACING_CSS, false);
          await page.setViewportSize({ width: styleWidth, height: 800 });
        }
        styleMisses.push(...(await houseStyleFailures(page, `${where} at ${styleWidth} px`)));

        // Opened directly: its shifts from the first paint until it settles, and the house style again.
        await page.goto(route.url);
        await settle(page);
        const shifts = await layoutShiftsOf(page);
        const cls = cumulativeLayoutShift(shifts);
        if (cls > CLS_BUDGET)
          shiftMisses.push(`${route.url} at ${styleWidth} px: ${cls.toFixed(3)} (${describeShifts(shifts)})`);
        styleMisses.push(
          ...(await houseStyleFailures(page, `${route.url} opened directly at ${styleWidth} px`)),
        );
        await shootForContactSheet(page, role, styleWidth, route.url);
        if (styleWidth !== width) {
          await page.setViewportSize({ width, height: 800 });
          // The reload dropped the 320 px run's text spacing.
          await addPageStyle(page, TEXT_SPACING_CSS);
        }
      }
      writeContactSheet(
        role,
        [375, 1280],
        routes.map((route) => route.url),
      );

      console.log(`${role} ${width} px: ${routes.length} routes checked`);
      expect(failures).toEqual([]);
      expect(styleMisses).toEqual([]);
      // The router moves focus to the new page's h1 (or main) after every client-side navigation.
      expect(focusMisses).toEqual([]);
      // Nothing moves once painted, on any route (issue 42; Lighthouse's CLS goal).
      expect(shiftMisses).toEqual([]);
      await context.close();
    });
  }
}

// Issue 36: no table wider than its screen at 375 px, on every route of every role (the check itself
// is e2e/support/table-width.ts).
for (const { role, email } of ACCOUNTS) {
  test(`${role} at ${TABLE_CHECK_WIDTH} px: no table wider than its screen`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: TABLE_CHECK_WIDTH, height: 800 } });
    const page = await context.newPage();
    if (email) {
      await signIn(page, email);
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    } else {
      await page.goto('/login');
    }
    await settle(page);
    const wide: string[] = [];
    for (const route of routesFor(role, SKIP)) {
      await openClientSide(page, route.url);
      await settle(page);
      wide.push(...(await tablesWiderThanScreen(page, route.url)));
    }
    expect(wide).toEqual([]);
    await context.close();
  });
}
