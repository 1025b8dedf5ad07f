import { expect, test, type Page } from '@playwright/test';
import { authStateFile } from '../support/auth-state';
import {
  CLS_BUDGET,
  cumulativeLayoutShift,
  largestPaintsOf,
  layoutShiftsOf,
  recordLayoutShiftsOf,
} from '../support/layout-shift';

// Issue 8: nothing moves once painted. The layout shifts are recorded in Chromium itself
// (support/layout-shift.ts), from the first paint until the page has settled, on the three pages
// Lighthouse measures; route-accessibility.spec.ts does the same for every route of every role.

// Lighthouse's mobile device: a Moto G Power.
const PHONE = {
  viewport: { width: 412, height: 823 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1.75,
};

async function measureLayoutShift(page: Page, path: string, ready: () => Promise<void>) {
  await recordLayoutShiftsOf(page);
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  // Late shifts (a font, a notice, a footer pushed down) come within a moment of the last response.
  await page.waitForTimeout(1000);
  const shifts = await layoutShiftsOf(page);
  const cls = cumulativeLayoutShift(shifts);
  console.log(`CLS ${path}: ${cls.toFixed(3)} (budget ${CLS_BUDGET})`);
  for (const shift of shifts) {
    console.log(
      `  ${shift.value.toFixed(4)} at ${Math.round(shift.startTime)} ms: ${shift.sources.join(', ')}`,
    );
  }
  const largest = await largestPaintsOf(page);
  for (const paint of largest) {
    console.log(
      `  LCP candidate ${paint.element} (${paint.size} px², dialog ${paint.inDialog}) at ${Math.round(paint.startTime)} ms`,
    );
  }
  return { cls, largestPaint: largest.at(-1) };
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('/login does not shift (mobile notice included)', async ({ page }) => {
    const { cls, largestPaint } = await measureLayoutShift(page, '/login', async () => {
      await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Let op' })).toBeVisible();
    });
    expect(cls).toBeLessThanOrEqual(CLS_BUDGET);
    // The notice lies over the page; the page's own content stays its largest paint.
    expect(largestPaint?.inDialog).toBe(false);
  });

  test.describe('signed in', () => {
    test.use({ storageState: authStateFile('professional') });
    test('/dashboard does not shift', async ({ page }) => {
      const { cls } = await measureLayoutShift(page, '/dashboard', async () => {
        await expect(page.getByRole('banner')).toContainText('Ingelogd als professional');
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      });
      expect(cls).toBeLessThanOrEqual(CLS_BUDGET);
    });
  });
});

test.describe('on a desktop, with the drawer', () => {
  test.use({ viewport: { width: 1366, height: 900 }, storageState: authStateFile('professional') });
  test('/dashboard does not shift', async ({ page }) => {
    const { cls } = await measureLayoutShift(page, '/dashboard', async () => {
      await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    });
    expect(cls).toBeLessThanOrEqual(CLS_BUDGET);
  });
});
